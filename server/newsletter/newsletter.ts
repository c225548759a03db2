import { newsStoryPath } from "~/domain/news-item";
import {
  isEditableIssue,
  issueStatusOf,
  newsletterIssueMessages as m,
  NEWSLETTER_TEST_RECIPIENTS_MAX,
  sendProgress,
  type NewsletterIssueStatus,
} from "~/domain/newsletter-issue";
import { validateNewsletterIssue, type NewsletterIssueInput } from "~/domain/newsletter-issue-draft";
import { readStoredRichText, storedRichText } from "~/domain/rich-text/text";
import { AUDIT_ACTIONS, type AuditAction } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Executor } from "../db/database";
import {
  countNewsletterMails,
  deletePendingNewsletterMails,
  dueScheduledIssues,
  enabledStaffAddresses,
  findNewsletterIssue,
  findPublishedStory,
  finishDrainedIssues,
  insertNewsletterIssue,
  issuesSendingWithPicture,
  listNewsletterIssues,
  moveNewsletterIssue,
  queueNewsletterMails,
  setNewsletterRecipients,
  updateNewsletterIssueText,
  type NewsletterIssueRow,
} from "./newsletter-issues.repository";
import { countSubscriptions } from "./subscriptions.repository";
import type { Logger } from "../logger";
import { renderMailHtml } from "../mail/mail-html";
import { mailSite } from "../mail/mail-site";
import { renderMailText } from "../mail/mail-text";
import { newsletterIssueContent } from "./newsletter.mail";
import { issueWebPicture, newsletterIssueMail } from "./newsletter-issue-mail";
import type { MailOutbox } from "../mail/outbox";
import { audit, staffActor } from "../audit/audit";
import type { ServiceDeps } from "../service-deps";
import type { IssueSaveOutcome, IssueStepOutcome, IssueView } from "./newsletter-views";

export type { IssueSaveOutcome, IssueStepOutcome, IssueView };
import type { NewsImageChange } from "../news/news-editor";
import type { NewsImagesService } from "../news/news-images";
import type { ClientInfo } from "../staff/staff-common";

/**
 * Newsletter issues (docs/product.md §10.9): written in the console, previewed as the mail, tested, sent
 * now or at a time, paused, resumed or cancelled. Sending writes one outbox row per confirmed subscriber
 * in the transaction that starts the send (docs/decisions/0140); the outbox worker sends them after
 * transactional mail. Every change is audited in its own transaction.
 */
export function createNewsletterService({
  db,
  config,
  logger,
  mail,
  images,
}: Pick<ServiceDeps, "db" | "config"> & {
  logger?: Pick<Logger, "warn">;
  mail: MailOutbox;
  images: NewsImagesService;
}) {
  const site = mailSite(config.siteUrl, config.tokenSecret);
  const host = new URL(config.siteUrl).hostname || "localhost";

  const record = (
    tx: Executor,
    action: AuditAction,
    id: number,
    by: SignedInStaff,
    client: ClientInfo,
    detail: Record<string, unknown> = {},
  ) => audit(tx, { actor: staffActor(by), action, ip: client.ip, target: { type: "newsletter", id }, detail });

  async function view(row: NewsletterIssueRow): Promise<IssueView> {
    const counts = await countNewsletterMails(db, row.id);
    return {
      id: row.id,
      subject: row.subject,
      body: readStoredRichText(row.body),
      status: issueStatusOf(row.status),
      sendAt: row.send_at,
      queuedAt: row.queued_at,
      finishedAt: row.finished_at,
      createdAt: row.created_at,
      createdBy: row.created_by,
      updatedAt: row.updated_at,
      storyCode: row.story_code,
      imageUrl: issueWebPicture(row),
      progress: sendProgress(row.recipients, counts),
    };
  }

  /** Writes every confirmed subscriber's mail and moves the issue to "sending", in one transaction. */
  async function startSend(tx: Executor, id: number, from: NewsletterIssueStatus[]): Promise<number | null> {
    const at = new Date().toISOString();
    if (!(await moveNewsletterIssue(tx, id, from, "sending", { at, queued_at: at, send_at: null }))) return null;
    const issue = await findNewsletterIssue(tx, id);
    const recipients = await queueNewsletterMails(tx, {
      issueId: id,
      subject: issue!.subject,
      at,
      messageIdPrefix: `${Date.now().toString(36)}.nl${id}.`,
      host,
    });
    await setNewsletterRecipients(tx, id, recipients);
    return recipients;
  }

  /** Pictures whose mail JPEG this process has made or found (a picture's key never changes its bytes). */
  const mailPicturesMade = new Set<string>();
  let sendingPicturesChecked = false;

  /**
   * Makes the JPEG the issue's mail shows, if it has a picture (server/news/news-images.ts mailPicture):
   * before a preview, a test, a send or a schedule, so no mail names a picture that is not stored.
   */
  async function ensureMailPicture(id: number): Promise<void> {
    const row = await findNewsletterIssue(db, id);
    if (!row?.image_sha256 || !row.image_widths || mailPicturesMade.has(row.image_sha256)) return;
    await images.mailPicture(row.image_sha256, row.image_widths.split(",").map(Number));
    mailPicturesMade.add(row.image_sha256);
  }

  /** In the scheduler's rounds: a picture that cannot be made never holds a send back; it is logged. */
  async function ensureMailPictureOrLog(id: number): Promise<void> {
    try {
      await ensureMailPicture(id);
    } catch (err) {
      logger?.warn({ err, issue: id }, "newsletter mail picture not made");
    }
  }

  async function step(
    id: number,
    by: SignedInStaff,
    client: ClientInfo,
    work: (tx: Executor, row: NewsletterIssueRow) => Promise<IssueStepOutcome>,
  ): Promise<IssueStepOutcome> {
    return db.transaction().execute(async (tx) => {
      const row = await findNewsletterIssue(tx, id);
      if (!row) return { ok: false, status: 404, message: m.noSuchIssue };
      return work(tx, row);
    });
  }

  return {
    async list(limit = 100): Promise<IssueView[]> {
      return Promise.all((await listNewsletterIssues(db, limit)).map(view));
    },

    async get(id: number): Promise<IssueView | undefined> {
      const row = await findNewsletterIssue(db, id);
      return row && view(row);
    },

    /** Creates an issue (id null) or changes one still a draft or scheduled. */
    async save(
      id: number | null,
      input: NewsletterIssueInput,
      image: NewsImageChange,
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<IssueSaveOutcome> {
      const checked = validateNewsletterIssue(input);
      let imageId: number | undefined;
      let imageError: string | undefined;
      if (image && image !== "remove") {
        const accepted = await images.accept(image.upload);
        if (accepted.ok) imageId = accepted.imageId;
        else imageError = accepted.message;
      }
      if (!checked.ok || imageError)
        return { ok: false, status: 400, errors: { ...(checked.ok ? {} : checked.errors), image: imageError } };
      const at = new Date().toISOString();
      const saved = await db.transaction().execute(async (tx): Promise<IssueSaveOutcome> => {
        let issueId = id;
        if (issueId === null) {
          issueId = await insertNewsletterIssue(tx, {
            subject: checked.value.subject,
            body: storedRichText(checked.value.body),
            image_id: imageId ?? null,
            story_code: null,
            created_by: by.email,
            at,
          });
        } else {
          const row = await findNewsletterIssue(tx, issueId);
          if (!row) return { ok: false, status: 404, errors: {}, message: m.noSuchIssue };
          const image_id = image === "remove" ? null : (imageId ?? row.image_id);
          const text = { subject: checked.value.subject, body: storedRichText(checked.value.body) };
          if (!(await updateNewsletterIssueText(tx, issueId, { ...text, image_id }, at)))
            return { ok: false, status: 409, errors: {}, message: m.notEditable };
        }
        await record(tx, AUDIT_ACTIONS.newsletterSaved, issueId, by, client, { subject: checked.value.subject });
        return { ok: true, id: issueId };
      });
      if (saved.ok && image && image !== "remove") await ensureMailPicture(saved.id);
      return saved;
    },

    /** A new draft from a published story: its title, text, picture and a link to it. */
    async fromStory(code: number, by: SignedInStaff, client: ClientInfo): Promise<IssueSaveOutcome> {
      const story = await findPublishedStory(db, code, new Date().toISOString());
      if (!story) return { ok: false, status: 404, errors: {}, message: m.noSuchStory };
      const at = new Date().toISOString();
      const text = readStoredRichText(story.description);
      const body = storedRichText({
        ...text,
        blocks: [
          ...text.blocks,
          {
            type: "paragraph",
            children: [
              {
                type: "link",
                href: config.siteUrl + newsStoryPath(code),
                children: [{ type: "text", text: "Read the story on our site" }],
              },
            ],
          },
        ],
      });
      const created = await db.transaction().execute(async (tx) => {
        const id = await insertNewsletterIssue(tx, {
          subject: story.title,
          body,
          image_id: story.image_id,
          story_code: code,
          created_by: by.email,
          at,
        });
        await record(tx, AUDIT_ACTIONS.newsletterSaved, id, by, client, { subject: story.title, story: code });
        return { ok: true as const, id };
      });
      await ensureMailPicture(created.id);
      return created;
    },

    /** The issue as a subscriber's mail: HTML and plain text, with a sample subscriber's unsubscribe link. */
    async preview(id: number): Promise<{ subject: string; html: string; text: string } | undefined> {
      await ensureMailPicture(id);
      const row = await findNewsletterIssue(db, id);
      if (!row) return undefined;
      const content = newsletterIssueContent(newsletterIssueMail(row, config.siteUrl), [
        {
          kind: "paragraph",
          text: `You receive this mail because subscriber@example.com subscribed to the ${site.name} newsletter and confirmed it.`,
        },
        { kind: "link", label: "Unsubscribe", href: `${config.siteUrl}/newsletter/unsubscribe?s=…` },
      ]);
      return { subject: content.subject, html: renderMailHtml(content, site), text: renderMailText(content, site) };
    },

    /**
     * "Send a test": one transactional mail to each address given (the sender's own when none), at most
     * NEWSLETTER_TEST_RECIPIENTS_MAX, each the sender's or an enabled staff account's: a test is never a way
     * to mail anyone else.
     */
    async sendTest(
      id: number,
      to: readonly string[],
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<IssueStepOutcome> {
      const wanted = to.length > 0 ? to : [by.email];
      if (wanted.length > NEWSLETTER_TEST_RECIPIENTS_MAX) return { ok: false, status: 400, message: m.testToTooMany };
      const keys = wanted.map((e) => e.trim().toLowerCase());
      const staff = await enabledStaffAddresses(db, keys);
      const own = by.email.trim().toLowerCase();
      const stranger = wanted.find((_, i) => keys[i] !== own && !staff.has(keys[i]!));
      if (stranger !== undefined) return { ok: false, status: 400, message: m.testToNotStaff(stranger) };
      const emails = keys.map((k, i) => (k === own ? by.email : (staff.get(k) ?? wanted[i]!)));
      await ensureMailPicture(id);
      return step(id, by, client, async (tx, row) => {
        const issue = newsletterIssueMail(row, config.siteUrl);
        for (const email of emails)
          await mail.enqueue(tx, "newsletter-test", { email, issueId: id, requestedBy: by.email, ...issue });
        await record(tx, AUDIT_ACTIONS.newsletterTestSent, id, by, client, { to: emails });
        return { ok: true, message: m.testSent(emails) };
      });
    },

    /** How many subscribers a send started now would reach: "Send now" asks with this number first. */
    async audienceSize(): Promise<number> {
      return (await countSubscriptions(db)).confirmed;
    },

    /** Starts the send now: one mail per subscriber confirmed at this moment. A second press does nothing. */
    async sendNow(id: number, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      await ensureMailPicture(id);
      return step(id, by, client, async (tx, row) => {
        if (!isEditableIssue(issueStatusOf(row.status))) return { ok: false, status: 409, message: m.notEditable };
        const recipients = await startSend(tx, id, ["draft", "scheduled"]);
        if (recipients === null) return { ok: false, status: 409, message: m.notEditable };
        await record(tx, AUDIT_ACTIONS.newsletterSendStarted, id, by, client, { recipients });
        return { ok: true, message: m.queued(recipients) };
      });
    },

    async schedule(id: number, sendAt: string, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      if (Date.parse(sendAt) <= Date.now()) return { ok: false, status: 400, message: m.scheduleInPast };
      await ensureMailPicture(id);
      return step(id, by, client, async (tx) => {
        const at = new Date().toISOString();
        if (!(await moveNewsletterIssue(tx, id, ["draft", "scheduled"], "scheduled", { at, send_at: sendAt })))
          return { ok: false, status: 409, message: m.notEditable };
        await record(tx, AUDIT_ACTIONS.newsletterScheduled, id, by, client, { at: sendAt });
        return { ok: true, message: m.scheduled };
      });
    },

    async unschedule(id: number, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      return step(id, by, client, async (tx) => {
        const at = new Date().toISOString();
        if (!(await moveNewsletterIssue(tx, id, ["scheduled"], "draft", { at, send_at: null })))
          return { ok: false, status: 409, message: m.notEditable };
        await record(tx, AUDIT_ACTIONS.newsletterUnscheduled, id, by, client);
        return { ok: true, message: m.unscheduled };
      });
    },

    /** Paused: the worker claims none of its mails until it is resumed (one in flight still leaves). */
    async pause(id: number, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      return step(id, by, client, async (tx) => {
        if (!(await moveNewsletterIssue(tx, id, ["sending"], "paused", { at: new Date().toISOString() })))
          return { ok: false, status: 409, message: m.cannotPause };
        await record(tx, AUDIT_ACTIONS.newsletterPaused, id, by, client);
        return { ok: true, message: m.paused };
      });
    },

    async resume(id: number, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      return step(id, by, client, async (tx) => {
        if (!(await moveNewsletterIssue(tx, id, ["paused"], "sending", { at: new Date().toISOString() })))
          return { ok: false, status: 409, message: m.cannotResume };
        await record(tx, AUDIT_ACTIONS.newsletterResumed, id, by, client);
        return { ok: true, message: m.resumed };
      });
    },

    /** Cancelled: the mails not yet sent are deleted; what was sent stays counted. */
    async cancel(id: number, by: SignedInStaff, client: ClientInfo): Promise<IssueStepOutcome> {
      return step(id, by, client, async (tx) => {
        const at = new Date().toISOString();
        const from: NewsletterIssueStatus[] = ["sending", "paused", "scheduled"];
        if (!(await moveNewsletterIssue(tx, id, from, "cancelled", { at, finished_at: at })))
          return { ok: false, status: 409, message: m.cannotCancel };
        await deletePendingNewsletterMails(tx, id);
        await record(tx, AUDIT_ACTIONS.newsletterCancelled, id, by, client);
        return { ok: true, message: m.cancelled };
      });
    },

    /** The public web version: an issue whose send has started (or finished); undefined otherwise. */
    async webVersion(id: number) {
      const row = await findNewsletterIssue(db, id);
      if (!row || !["sending", "paused", "sent"].includes(row.status)) return undefined;
      return {
        id: row.id,
        subject: row.subject,
        body: readStoredRichText(row.body),
        sentAt: row.queued_at!,
        imageUrl: issueWebPicture(row),
      };
    },

    /** Starts the scheduled issues whose time has come, and marks drained sends sent. */
    async runDue(now = new Date()): Promise<number> {
      let started = 0;
      if (!sendingPicturesChecked) {
        // Once per process: sends started before mail pictures were JPEG get theirs too.
        for (const id of await issuesSendingWithPicture(db)) await ensureMailPictureOrLog(id);
        sendingPicturesChecked = true;
      }
      for (const { id } of await dueScheduledIssues(db, now.toISOString())) {
        await ensureMailPictureOrLog(id);
        const n = await db.transaction().execute((tx) => startSend(tx, id, ["scheduled"]));
        if (n !== null) {
          await audit(db, {
            actor: { system: "newsletter schedule" },
            action: AUDIT_ACTIONS.newsletterSendStarted,
            target: { type: "newsletter", id },
            detail: { recipients: n },
          });
          started++;
        }
      }
      await finishDrainedIssues(db, now.toISOString());
      return started;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
