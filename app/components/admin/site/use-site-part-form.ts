import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Site, SitePart } from "../../../../domain/site.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import { useAdminForm } from "../../../lib/admin/use-admin-form.ts";

/** Every path a 400's issue may name in a value: `address`, `address.locality`, `phones.0`, … */
export function issuePaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...issuePaths(item, path)];
  });
}

/**
 * One part's form: checked by the part's domain schema as the owner types, prefilled with what the
 * site shows now, saved whole through PATCH /site/:part; a refused field gets the server's message.
 */
export function useSitePartForm<Input extends FieldValues, Output>(
  part: SitePart,
  schema: z.ZodType<Output, Input>,
  current: DefaultValues<Input>,
  onSaved: (site: Site) => void,
) {
  const form = useAdminForm(schema, { defaultValues: current });
  const save = form.handleSubmit(async (values) => {
    let saved: Site | undefined;
    await saveForm(
      async () => {
        const answer = await adminApi.site.update(part, values);
        saved = answer.data;
        return answer;
      },
      {
        setError: form.setError,
        fields: issuePaths(values),
        failed: (error) => messageOf(error, "Failed to save. Please try again."),
        onSaved: () => undefined,
      },
    );
    if (saved) {
      onSaved(saved);
      form.reset(form.getValues());
    }
  });
  return { ...form, save };
}
