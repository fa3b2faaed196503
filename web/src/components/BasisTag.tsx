import { useState } from 'react';

/**
 * A small grey tag beside a figure that an earlier year's published data answered (the coming
 * exam's table or lines are not out yet): "按2026年表换算". The full basis shows on hover (title)
 * and, on a phone, on tap below the tag. Nothing when there is no basis.
 */
export function BasisTag({ short, full, testId = 'basis-tag' }: { short: string; full?: string | null; testId?: string }) {
  const [open, setOpen] = useState(false);
  const text = (full ?? '').trim();
  if (!short) return null;
  if (!text || text === short) {
    return (
      <span className="zy-basis-tag" data-testid={testId}>
        {short}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="zy-basis-tag"
        title={text}
        aria-expanded={open}
        aria-label={`${short}：${text}`}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {short}
      </button>
      {open ? (
        <span className="zy-basis-full" role="note" data-testid={`${testId}-full`}>
          {text}
        </span>
      ) : null}
    </>
  );
}

/** The tag's words for a rank converted through an earlier year's 一分一段 table. */
export const tableBasisShort = (tableYear: number | null | undefined) => (tableYear ? `按${tableYear}年表换算` : '');

/** The tag's words for batch lines of an earlier year standing in. */
export const linesBasisShort = (linesYear: number | null | undefined) => (linesYear ? `${linesYear}年批次线` : '');

/**
 * A rank answer's basis when its table is an earlier year's: the tag's words and the full text
 * (按2026年一分一段表换算（2027年一分一段表尚未公布）); null for the year's own table.
 */
export function rankBasis(r: { Year: number; TableYear?: number; Basis?: string } | null | undefined): { short: string; full: string } | null {
  if (!r) return null;
  const converted = Boolean(r.Basis) || (Boolean(r.TableYear) && r.TableYear !== r.Year);
  if (!converted) return null;
  const full = r.Basis || `${r.Year}年一分一段表尚未公布，按${r.TableYear}年一分一段表换算`;
  return { short: tableBasisShort(r.TableYear) || '按往年表换算', full };
}
