/** Fills {{name}} placeholders of a help text (the help's texts are not i18next resources). */
export function fillHelpText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
