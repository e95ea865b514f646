/** Short labels (characteristics, classifications, certifications) as a list of badges. */
export function TagList({
  items,
  label,
  tone = "plain",
}: {
  items: string[];
  label?: string;
  tone?: "plain" | "accent";
}) {
  if (items.length === 0) return null;
  const style = tone === "accent" ? "border-primary bg-primary/10 text-primary-dark" : "border-line bg-wash text-ink";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full border px-3 py-0.5 text-sm font-medium ${style}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
