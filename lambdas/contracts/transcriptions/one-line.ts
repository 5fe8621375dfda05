import * as z from "zod/mini";
import { hasUnprintable, UNPRINTABLE_FIELD } from "../text";

/**
 * A required one-line text field (a patient's name, a file name, a speaker's name). Schemas are built on their first
 * parse (`z.lazy`), like the settings schemas (decision 233).
 */
export const oneLine = (max: number, required: string, tooLong: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value) => !hasUnprintable(value), UNPRINTABLE_FIELD),
  );
