import { toast } from "sonner";

/** Every user-visible error is a toast (spec section 8): destructive unless it reports a success. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
