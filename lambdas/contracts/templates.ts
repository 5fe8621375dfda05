import * as z from "zod/mini";
import { hasUnprintable } from "./text";

export const TEMPLATE_LIMIT_PER_KIND = 5;

/** Built on their first parse (`z.lazy`), like the settings schemas (decision 233). */
export const templateKindSchema = z.lazy(() => z.enum(["summary", "clinical"]));
export type TemplateKind = z.infer<typeof templateKindSchema>;

export const presetSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    content: z.string(),
    kind: templateKindSchema,
  }),
);
export type Preset = z.infer<typeof presetSchema>;

export const customTemplateSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    content: z.string(),
    kind: templateKindSchema,
    createdAt: z.string(),
  }),
);
export type CustomTemplate = z.infer<typeof customTemplateSchema>;

const templatesOfKind = () => z.object({ presets: z.array(presetSchema), custom: z.array(customTemplateSchema) });

export const templatesResponseSchema = z.lazy(() =>
  z.object({
    summary: templatesOfKind(),
    clinical: templatesOfKind(),
    limitPerKind: z.number(),
    presetsVersion: z.number(),
  }),
);
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;

/** Blank checks carry the spec's kind-specific wording, so they live in core/account/templates.ts. */
export const createTemplateRequestSchema = z.lazy(() =>
  z.object({
    name: z.string().check(
      z.maxLength(100, "Template names can be at most 100 characters."),
      z.refine((name) => !hasUnprintable(name), "Template names cannot contain control or text-direction characters."),
    ),
    content: z.string().check(z.maxLength(20_000, "Templates can be at most 20,000 characters.")),
    kind: z.optional(templateKindSchema),
  }),
);
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>;

/** The value stored in settings when a saved custom template is selected. */
export const CUSTOM_TEMPLATE_PREFIX = "custom_";
export const customTemplateChoice = (id: string) => `${CUSTOM_TEMPLATE_PREFIX}${id}`;

/** Spec texts (section 5), shared by the API's errors and the Settings screen's checks. */
export const DUPLICATE_NAME_MESSAGE = "A template with this name already exists";

export function limitMessage(kind: TemplateKind): string {
  return kind === "clinical"
    ? "You can only save up to 5 custom clinical templates. Please delete one first."
    : "You can only save up to 5 custom templates. Please delete one first.";
}

export function blankMessage(kind: TemplateKind): string {
  return kind === "clinical"
    ? "Please provide both a name and content for your clinical template."
    : "Please provide both a name and content for your template.";
}
