/** An expert's specialties as small tags. */
export function SpecialtyTags({ list }: { list: string[] | null }) {
  if (!list?.length) return null;
  return (
    <ul className="zy-experts-tags" aria-label="擅长领域" data-testid="expert-specialties">
      {list.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}
