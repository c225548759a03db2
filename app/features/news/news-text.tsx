import { parseNewsMarkup } from "~/domain/news-markup";

/**
 * A story's text as React elements: paragraphs, bold and http(s) links (app/domain/news-markup.ts).
 * Every piece is a text node, so nothing typed in the editor can become markup or script.
 */
export function NewsText({ text }: { text: string }) {
  return (
    <>
      {parseNewsMarkup(text).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph.map((piece, k) =>
            piece.kind === "bold" ? (
              <strong key={k} className="font-semibold text-slate-900">
                {piece.text}
              </strong>
            ) : piece.kind === "link" ? (
              <a
                key={k}
                href={piece.href}
                rel="noopener noreferrer nofollow"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </>
  );
}
