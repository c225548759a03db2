import { useEffect, useRef, type RefObject } from "react";
import { canMove, isApplicationStatus } from "~/domain/application-pipeline";

/** A card as the drag reads it from the page: its element and the status its column showed. */
export type DraggedCard = { element: HTMLElement; from: string };

/**
 * Dragging a card to another column (native HTML drag and drop), listened for once on the board's element
 * rather than on each of up to a thousand cards. While a card is dragged, every column it may go to is
 * marked `data-drop="allowed"` and the one under the pointer `data-over="true"` (the page's CSS shows
 * them); a drop on an allowed column calls `onDrop`. Nothing here renders: React keeps drawing the cards
 * where the server says they are, and the move itself is the card's own form (pipeline-board.tsx).
 */
export function useBoardDrag(board: RefObject<HTMLElement | null>, onDrop: (card: DraggedCard, to: string) => void) {
  // The latest callback, without listening again each time the page renders.
  const drop = useRef(onDrop);
  useEffect(() => {
    drop.current = onDrop;
  });

  useEffect(() => {
    const root = board.current;
    if (!root) return;
    let dragged: DraggedCard | null = null;
    const columns = () => [...root.querySelectorAll<HTMLElement>("[data-column]")];
    const columnAt = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>("[data-column]") : null;
    const clear = () => {
      for (const column of columns()) {
        delete column.dataset.drop;
        delete column.dataset.over;
      }
      dragged = null;
    };

    const onDragStart = (event: DragEvent) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-card]") : null;
      const from = element?.dataset.status;
      if (!element || !from || !isApplicationStatus(from) || !event.dataTransfer) return;
      dragged = { element, from };
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", element.dataset.card ?? "");
      for (const column of columns()) {
        const to = column.dataset.column;
        if (to && isApplicationStatus(to) && canMove(from, to)) column.dataset.drop = "allowed";
      }
    };
    const onDragOver = (event: DragEvent) => {
      const column = columnAt(event.target);
      if (!dragged || column?.dataset.drop !== "allowed") return;
      // Accepting the drop: without this the browser refuses it.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
      for (const other of columns()) if (other !== column) delete other.dataset.over;
      column.dataset.over = "true";
    };
    // A drop clears the marks before it acts; a drag abandoned (Escape, dropped outside) is cleared by dragend.
    const onDropChecked = (event: DragEvent) => {
      const column = columnAt(event.target);
      const allowed = column?.dataset.drop === "allowed";
      const card = dragged;
      clear();
      if (!card || !allowed || !column?.dataset.column) return;
      event.preventDefault();
      drop.current(card, column.dataset.column);
    };
    root.addEventListener("dragstart", onDragStart);
    root.addEventListener("dragover", onDragOver);
    root.addEventListener("drop", onDropChecked);
    root.addEventListener("dragend", clear);
    return () => {
      root.removeEventListener("dragstart", onDragStart);
      root.removeEventListener("dragover", onDragOver);
      root.removeEventListener("drop", onDropChecked);
      root.removeEventListener("dragend", clear);
    };
  }, [board]);
}
