/** Splits a comma separated tag field (StrengthTags, FeatureTags) into distinct, trimmed tags. */
export function splitTags(...fields: (string | null | undefined)[]): string[] {
  const out: string[] = [];
  fields.forEach((f) =>
    (f ?? '').split(/[,，、]/).forEach((t) => {
      const tag = t.trim();
      if (tag && !out.includes(tag)) out.push(tag);
    }),
  );
  return out;
}
