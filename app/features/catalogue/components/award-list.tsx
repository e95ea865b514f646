import { useTranslation } from "~/lib/i18n-react";
import type { Award } from "../types";
import type { Medal } from "../vocabulary";

// Medal colours help the eye; the medal is always also written out.
const MEDAL_STYLE: Record<Medal, string> = {
  trophy: "bg-[#efe3f7] border-[#6b3d8f]",
  platinum: "bg-[#eef0f2] border-[#7d8a96]",
  doubleGold: "bg-[#fbe7a1] border-[#a07800]",
  gold: "bg-[#fdf1c7] border-[#c9a227]",
  silver: "bg-[#f1f3f5] border-[#9aa3ab]",
  bronze: "bg-[#f6e2d1] border-[#a0612b]",
  commended: "bg-[#e4f2e8] border-[#4f8a5f]",
};

const MEDAL_DOT: Record<Medal, string> = {
  trophy: "bg-[#6b3d8f]",
  platinum: "bg-[#b8c2cc]",
  doubleGold: "bg-[#a07800]",
  gold: "bg-[#e0b52f]",
  silver: "bg-[#b5bcc3]",
  bronze: "bg-[#b0703a]",
  commended: "bg-[#4f8a5f]",
};

export function awardLabel(t: (key: string) => string, award: Award): string {
  return [t(`catalogue:vocab.medal.${award.medal}`), award.award, award.year ? String(award.year) : ""]
    .filter(Boolean)
    .join(" · ");
}

/** Awards as medal badges: the medal's name, the competition and the year. */
export function AwardList({ awards }: { awards: Award[] }) {
  const { t } = useTranslation("catalogue");
  if (awards.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {awards.map((award, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; two awards may read the same
          key={index}
          className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${MEDAL_STYLE[award.medal]}`}
        >
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${MEDAL_DOT[award.medal]}`} />
          <span className="font-semibold">{t(`vocab.medal.${award.medal}`)}</span>
          {award.award ? <span>{award.award}</span> : null}
          {award.year ? <span className="text-muted">{award.year}</span> : null}
        </li>
      ))}
    </ul>
  );
}
