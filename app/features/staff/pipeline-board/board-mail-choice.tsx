import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import { isApplicationStatus } from "~/domain/application-pipeline";
import { boardMessages, type BoardCard } from "~/domain/staff/pipeline-board";
import { DecisionMailFields, type DecisionChoices } from "../decision-mail-fields";

/**
 * The question a decision move asks before it is made (docs/product.md §10.4.1): "Tell the applicant" and a
 * rejection's reason, the same fields as the application's page. Shown when a card's menu or a drag asked
 * for a move to a stage with a mail template; Move makes it, Cancel leaves the card where it is. A plain
 * form: it works without JavaScript. Focus comes to its heading, so the question is read first.
 */
export function BoardMailChoice({
  card,
  from,
  to,
  decisions,
  boardHref,
  busy,
}: {
  /** The card as the board draws it now; null when it is no longer there. */
  card: BoardCard | null;
  from: string;
  to: string;
  decisions: DecisionChoices;
  boardHref: string;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [card?.key, to]);
  if (!card || !isApplicationStatus(to)) {
    return <p className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2">{boardMessages.chooseGone}</p>;
  }
  return (
    <section
      aria-labelledby="board-choice-title"
      className="rounded-lg border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="board-choice-title" ref={heading} tabIndex={-1} className="text-xl font-bold break-words text-brand-950">
        {boardMessages.chooseHeading(card.name, card.reference, to)}
      </h2>
      <p className="mt-1 text-slate-700">{boardMessages.chooseIntro}</p>
      <Form method="post" className="mt-4 space-y-4">
        <XsrfField />
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="card" value={card.key} />
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <DecisionMailFields choices={decisions} idPrefix="board" />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            Move
          </Button>
          <Link to={boardHref} className={buttonClass("neutral")}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
