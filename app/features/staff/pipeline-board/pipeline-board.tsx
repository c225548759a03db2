import { memo, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import {
  allowedMoves,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "~/domain/application-pipeline";
import { applicationPath } from "~/domain/staff/application-detail";
import {
  boardMenuHref,
  boardMessages,
  daysInStageText,
  parseBoardCardKey,
  type BoardCard,
  type BoardColumn,
} from "~/domain/staff/pipeline-board";
import { XSRF_FIELD } from "~/shared/xsrf";
import { useBoardDrag, type DraggedCard } from "./use-board-drag";

/**
 * The cards' looks, written once on their list rather than on each of up to a thousand cards: repeated on
 * every card and its seven buttons they made half of a 500-card page's bytes and of its rendering time.
 */
const CARD_LIST_CLASS = [
  "mt-2 space-y-2 text-sm text-slate-700",
  "[&>li]:rounded-md [&>li]:border [&>li]:border-slate-300 [&>li]:bg-white [&>li]:p-3 [&>li]:shadow-sm [&>li[draggable]]:cursor-grab",
  "[&_a]:text-base [&_a]:font-semibold [&_a]:break-words [&_a]:text-brand-800 [&_a]:underline",
  "[&_form]:mt-2 [&_form]:flex [&_form]:flex-wrap [&_form]:items-center [&_form]:gap-1 [&_form_a]:px-2 [&_form_a]:text-sm",
  "[&_button]:rounded [&_button]:border [&_button]:border-brand-700 [&_button]:bg-white [&_button]:px-2 [&_button]:py-1 [&_button]:font-semibold [&_button]:text-brand-800 [&_button:hover]:bg-brand-50",
].join(" ");

/** Each status's moves, made once: the same array for every card of a column keeps the cards' memo. */
const MOVES = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, allowedMoves(s)])) as Record<
  ApplicationStatus,
  ApplicationStatus[]
>;

/** The move a submission on its way makes, so the card is drawn where it goes until the answer comes. */
function usePendingMove(): { card: string; to: string } | null {
  const form = useNavigation().formData;
  if (form?.get("intent") !== "move") return null;
  const card = form.get("card");
  const to = form.get("to");
  return typeof card === "string" && typeof to === "string" ? { card, to } : null;
}

/** The columns with a card on its way drawn in the column it goes to (at its foot, in the stage since today). */
function withPendingMove(columns: BoardColumn[], pending: { card: string; to: string } | null): BoardColumn[] {
  if (!pending) return columns;
  const moving = columns.flatMap((c) => c.cards).find((card) => card.key === pending.card);
  if (!moving || !columns.some((c) => c.status === pending.to)) return columns;
  return columns.map((column) => ({
    status: column.status,
    cards: [
      ...column.cards.filter((card) => card.key !== pending.card),
      ...(column.status === pending.to ? [{ ...moving, daysInStage: 0 }] : []),
    ],
  }));
}

/** After hydration: cards become draggable only when a script is there to act on the drop. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * One job's board (docs/product.md §10.4.1): a column per status; each card's "Move to…" opens its menu of
 * moves, a plain form (it works without JavaScript and without dragging, WCAG 2.2 2.5.7), and, with
 * JavaScript, a card drags to any column its status may move to. Without JavaScript "Move to…" is a link
 * to the board with that card's menu open (`menuOpen`, from the address); with it, the menu opens in
 * place. Only the open card draws its menu: a board of 500 cards stays a small page. A drop posts the same
 * fields as the menu, so both ways are one action. `focusCard` is a move's answer: focus returns to its
 * card's "Move to…", wherever the card is drawn now.
 */
export function PipelineBoard({
  jobCode,
  columns,
  xsrfToken,
  menuOpen,
  focusCard,
}: {
  jobCode: number;
  columns: BoardColumn[];
  xsrfToken: string;
  /** The card whose menu the address opens (`?menu=`), or null. */
  menuOpen: string | null;
  /** A move's answer (a new object each time, so moving the same card twice focuses it twice). */
  focusCard: { card: string } | null;
}) {
  const submit = useSubmit();
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const pending = usePendingMove();
  const drawn = useMemo(() => withPendingMove(columns, pending), [columns, pending]);
  // The menu opened in place (with JavaScript) over the one the address opened; "" for none.
  const [opened, setOpened] = useState<string | null>(null);
  const open = opened ?? menuOpen;
  const boardHref = boardMenuHref(jobCode, null);

  const move = (card: string, from: string, to: string) => {
    const data = new FormData();
    const fields: [string, string][] = [
      [XSRF_FIELD, xsrfToken],
      ["intent", "move"],
      ["card", card],
      ["from", from],
      ["to", to],
    ];
    for (const [name, value] of fields) data.set(name, value);
    setOpened("");
    void submit(data, { method: "post", action: boardHref, preventScrollReset: true });
  };

  useBoardDrag(region, ({ element, from }: DraggedCard, to: string) => move(element.dataset.card ?? "", from, to));

  const focusMenuLink = (card: string) =>
    region.current?.querySelector<HTMLElement>(`[data-card="${CSS.escape(card)}"] [data-menu-link]`)?.focus();

  useEffect(() => {
    if (focusCard) focusMenuLink(focusCard.card);
  }, [focusCard]);

  // An opened menu takes the focus on its first move.
  useEffect(() => {
    if (open) region.current?.querySelector<HTMLElement>(`[data-card="${CSS.escape(open)}"] form button`)?.focus();
  }, [open]);

  // One listener for every card's "Move to…" (it opens the menu in place) and its menu's Close.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-menu-link]") : null;
    const card = link?.closest<HTMLElement>("[data-card]")?.dataset.card;
    if (!link || !card) return;
    event.preventDefault();
    if (link.dataset.menuLink === "close") {
      setOpened("");
      requestAnimationFrame(() => focusMenuLink(card));
    } else setOpened(card);
  };
  // Escape closes an open menu, and the focus goes back to its "Move to…".
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    const card = open;
    setOpened("");
    requestAnimationFrame(() => focusMenuLink(card));
  };
  // The open menu is a plain form; with JavaScript its post goes through the router, so the page keeps its
  // place and the card is drawn in its new column at once.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(form instanceof HTMLFormElement) || !form.dataset.cardMenu || !(submitter instanceof HTMLButtonElement))
      return;
    event.preventDefault();
    move(field(form, "card"), field(form, "from"), submitter.value);
  };

  return (
    <>
      {/* Stacked on a phone, a column can be hundreds of cards down: each is one link away. */}
      <nav aria-label={boardMessages.columnsNav}>
        <ul className="flex flex-wrap gap-2">
          {drawn.map((column) => (
            <li key={column.status}>
              <a
                href={`#column-${column.status}`}
                className="block rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
              >
                {`${APPLICATION_STATUS_LABELS[column.status]} (${column.cards.length})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* The listeners only catch what the cards' links and forms do; each works by keyboard on its own. */}
      <div
        ref={region}
        role="region"
        aria-label={boardMessages.region}
        // The region scrolls sideways on a wide board: it takes focus so the keyboard can scroll it.
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onSubmit={onSubmit}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-start">
          {drawn.map((column) => (
            <BoardColumnView
              key={column.status}
              jobCode={jobCode}
              column={column}
              xsrfToken={xsrfToken}
              draggable={hydrated}
              open={open}
            />
          ))}
        </div>
      </div>
    </>
  );
}

const field = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
};

function BoardColumnView({
  jobCode,
  column,
  xsrfToken,
  draggable,
  open,
}: {
  jobCode: number;
  column: BoardColumn;
  xsrfToken: string;
  draggable: boolean;
  open: string | null;
}) {
  const titleId = `column-${column.status}-title`;
  const moves = MOVES[column.status];
  return (
    <section
      id={`column-${column.status}`}
      aria-labelledby={titleId}
      data-column={column.status}
      className="rounded-lg border-2 border-transparent bg-slate-100 p-2 data-[drop=allowed]:border-dashed data-[drop=allowed]:border-brand-600 data-[over=true]:border-solid data-[over=true]:bg-brand-50 md:w-64 md:shrink-0"
    >
      <h2 id={titleId} className="px-1 text-lg font-bold text-brand-950">
        {APPLICATION_STATUS_LABELS[column.status]}{" "}
        <span className="text-base font-semibold text-slate-700">({column.cards.length})</span>
      </h2>
      {column.cards.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-700">{boardMessages.emptyColumn}</p>
      ) : (
        <ol className={CARD_LIST_CLASS}>
          {column.cards.map((card) => (
            <BoardCardView
              key={card.key}
              jobCode={jobCode}
              card={card}
              status={column.status}
              moves={moves}
              xsrfToken={open === card.key ? xsrfToken : null}
              draggable={draggable && moves.length > 0}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One card. Plain elements, no router hooks: a board draws up to a thousand of them, and the page must
 * render within the staff targets (the bench's board section). The name links with a plain `<a>` for the
 * same reason. Its menu is drawn only while it is open (`xsrfToken` given).
 */
const BoardCardView = memo(function BoardCardView({
  jobCode,
  card,
  status,
  moves,
  xsrfToken,
  draggable,
}: {
  jobCode: number;
  card: BoardCard;
  status: ApplicationStatus;
  moves: ApplicationStatus[];
  /** The form's token when the card's menu is open; null while it is closed. */
  xsrfToken: string | null;
  draggable: boolean;
}) {
  const target = parseBoardCardKey(card.key);
  // No classes here: the list styles its cards (CARD_LIST_CLASS), so the page carries them once per column.
  return (
    <li data-card={card.key} data-status={status} draggable={draggable || undefined}>
      <p>{target ? <a href={applicationPath(target.kind, target.id)}>{card.name}</a> : card.name}</p>
      <p>
        {card.reference}
        <br />
        {daysInStageText(card.daysInStage)}
      </p>
      {card.screening === null ? null : <p data-screening="true">{boardMessages.screening(card.screening)}</p>}
      {moves.length === 0 ? (
        <p>{boardMessages.noMoves}</p>
      ) : xsrfToken === null ? (
        <p>
          <a href={boardMenuHref(jobCode, card.key)} data-menu-link="open">
            {boardMessages.moveMenu}
            <span className="sr-only">{` ${card.name}`}</span>
          </a>
        </p>
      ) : (
        <form
          method="post"
          action={boardMenuHref(jobCode, null)}
          id="card-menu"
          data-card-menu="true"
          aria-label={boardMessages.menuLabel(card.name)}
        >
          <input type="hidden" name={XSRF_FIELD} value={xsrfToken} />
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="card" value={card.key} />
          <input type="hidden" name="from" value={status} />
          {moves.map((to) => (
            <button key={to} type="submit" name="to" value={to}>
              {APPLICATION_STATUS_LABELS[to]}
            </button>
          ))}
          <a href={boardMenuHref(jobCode, null)} data-menu-link="close">
            {boardMessages.closeMenu}
          </a>
        </form>
      )}
    </li>
  );
});
