/**
 * Multipart body as the spec sends it: empty values skipped, the file under `resume`, last, so
 * the gateway has checked the fields before the first byte of the file arrives.
 */
export function toFormData(values: Record<string, string | undefined>, resume?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value) form.append(name, value);
  if (resume) form.append('resume', resume);
  return form;
}
