import type { AppLoadContext } from "react-router";
import type { NewsDraftInput } from "~/domain/news-draft";
import { newsEditorMessages, zonedLocalToIso } from "~/domain/news-editor";
import type { RichTextDoc } from "~/domain/rich-text/model";
import { richTextInputForForm } from "~/domain/rich-text/text";
import { richTextInputOf } from "~/features/staff/rich-text-editor/rich-text-input";
import { field } from "~/features/staff/staff-action";

/** The fields as posted: the text is the editor's document, or the markup typed without JavaScript. */
type NewsFormInput = NewsDraftInput & { publishAt: string };

/** The fields to show again after a refusal: the text as a document, and as typed in the textarea. */
export type NewsFormValues = {
  title: string;
  newsDate: string;
  description: RichTextDoc;
  descriptionTyped: string | null;
  publishAt: string;
};

function newsFormInput(form: FormData): NewsFormInput {
  return {
    title: field(form, "title"),
    newsDate: field(form, "newsDate"),
    description: richTextInputOf(form, "description"),
    publishAt: field(form, "publishAt"),
  };
}

function newsFormValues(input: NewsFormInput): NewsFormValues {
  const text = richTextInputForForm(input.description);
  return { ...input, description: text.doc, descriptionTyped: text.typed };
}

/** The picture part: new bytes, "remove", or null to keep the current one. */
export async function newsImageChange(form: FormData): Promise<{ upload: Uint8Array } | "remove" | null> {
  const file = form.get("image");
  if (file instanceof File && file.size > 0) return { upload: new Uint8Array(await file.arrayBuffer()) };
  return form.get("removeImage") === "on" ? "remove" : null;
}

/** The scheduled time typed (company time zone) as an ISO instant, or the message saying what is wrong. */
export function scheduledTime(
  value: string,
  timeZone: string,
): { ok: true; at: string } | { ok: false; message: string } {
  const at = zonedLocalToIso(value, timeZone);
  if (!at) return { ok: false, message: newsEditorMessages.scheduleInvalid };
  if (Date.parse(at) <= Date.now()) return { ok: false, message: newsEditorMessages.scheduleInPast };
  return { ok: true, at };
}

export type NewsFormResult = {
  intent: string;
  success?: string;
  error?: string;
  errors?: Record<string, string>;
  /** What was typed, shown again when something was refused. */
  values?: NewsFormValues;
};

const SUCCESS: Record<string, string> = {
  save: "Draft saved. Visitors see nothing of it until it is published.",
  publish: "Published: the story is on the site now.",
  schedule: "Scheduled: the story will appear by itself at the time given.",
};

/**
 * The form's save, publish and schedule buttons: the typed story is saved as the working copy (a new
 * story when `code` is null), then published or scheduled. Nothing is saved when a field, the picture
 * or the scheduled time is refused, and the form comes back as typed.
 */
export async function submitNewsForm(
  form: FormData,
  intent: "save" | "publish" | "schedule",
  code: number | null,
  context: AppLoadContext,
  user: Parameters<AppLoadContext["services"]["newsEditor"]["publish"]>[1],
  client: Parameters<AppLoadContext["services"]["newsEditor"]["publish"]>[2],
): Promise<{ ok: true; code: number; result: NewsFormResult } | { ok: false; status: number; result: NewsFormResult }> {
  const editor = context.services.newsEditor;
  const input = newsFormInput(form);
  const refuse = (status: number, result: Omit<NewsFormResult, "intent" | "values">) => ({
    ok: false as const,
    status,
    result: { intent, values: newsFormValues(input), ...result },
  });
  let publishAt: string | null = null;
  if (intent === "schedule") {
    const time = scheduledTime(input.publishAt, context.timeZone);
    if (!time.ok) return refuse(400, { errors: { publishAt: time.message }, error: time.message });
    publishAt = time.at;
  }
  const saved = await editor.save(code, input, await newsImageChange(form), client);
  if (!saved.ok) {
    const first = Object.values(saved.errors)[0];
    return refuse(saved.status, { errors: saved.errors, error: saved.message ?? first });
  }
  const step =
    intent === "publish"
      ? await editor.publish(saved.code, user, client)
      : intent === "schedule"
        ? await editor.schedule(saved.code, publishAt!, user, client)
        : ({ ok: true } as const);
  if (!step.ok) {
    return {
      ok: false,
      status: step.status,
      result: {
        intent,
        error: `The draft was saved, but: ${step.message}`,
        errors: step.field ? { [step.field]: step.message } : {},
      },
    };
  }
  return { ok: true, code: saved.code, result: { intent, success: SUCCESS[intent] } };
}
