import { z } from "zod";

export const TEMPLATE_LIMIT_PER_KIND = 5;

export const templateKindSchema = z.enum(["summary", "clinical"]);
export type TemplateKind = z.infer<typeof templateKindSchema>;

export const presetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  kind: templateKindSchema,
});
export type Preset = z.infer<typeof presetSchema>;

export const customTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  kind: templateKindSchema,
  createdAt: z.string(),
});
export type CustomTemplate = z.infer<typeof customTemplateSchema>;

const templatesOfKind = z.object({ presets: z.array(presetSchema), custom: z.array(customTemplateSchema) });

export const templatesResponseSchema = z.object({
  summary: templatesOfKind,
  clinical: templatesOfKind,
  limitPerKind: z.number(),
  presetsVersion: z.number(),
});
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;

/** Blank checks carry the spec's kind-specific wording, so they live in core/templates.ts. */
export const createTemplateRequestSchema = z.object({
  name: z.string().max(100, "Template names can be at most 100 characters."),
  content: z.string().max(20_000, "Templates can be at most 20,000 characters."),
  kind: templateKindSchema.optional(),
});
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>;

/** The value stored in settings when a saved custom template is selected. */
export const CUSTOM_TEMPLATE_PREFIX = "custom_";
export const customTemplateChoice = (id: string) => `${CUSTOM_TEMPLATE_PREFIX}${id}`;
