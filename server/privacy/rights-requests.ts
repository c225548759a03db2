import { formatLongDate, todayIn } from "~/domain/dates";
import { isHoneypotFilled } from "~/domain/honeypot";
import { noticeVersion } from "~/domain/privacy-notices";
import type { Locale } from "~/domain/locale/locales";
import {
  answerDueAt,
  RIGHTS_REQUEST_ANSWER_NOTE_MAX,
  rightsRequestMessages,
  rightsRequestRules,
  type RightsRequestInput,
  type RightsRequestKind,
} from "~/domain/rights-requests";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { firstFailure, text } from "~/domain/validation/rules";
import type { Db } from "../db/database";
import {
  countWaitingRightsRequests,
  findRightsRequest,
  insertRightsRequest,
  listRightsRequests,
  markRightsRequestAnswered,
} from "./rights-requests.repository";
import type { MailOutbox } from "../mail/outbox";
import { audit, staffActor } from "../audit/audit";
import type { ClientInfo } from "../staff/staff-common";
import type { SubmissionResult } from "../forms/submission-result";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RIGHTS_REQUESTS_PAGE_SIZE = 50;

/**
 * Requests about a person's data made without a status link (docs/product.md §2.19, §10.11): the rights
 * page's form stores one, with an audit row and a mail to the privacy contact in the same transaction;
 * admins list them with their 30-day answer time and record who answered and when.
 */
export function createRightsRequestsService({ db, mail, timeZone }: { db: Db; mail: MailOutbox; timeZone: string }) {
  return {
    async submit(
      request: RightsRequestInput & { IpAddress?: string; BrowserInfo?: string; Website?: string },
      clientIp: string,
      /** The language of the page the request was sent from (docs/decisions/0190-notice-language.md). */
      language?: Locale,
    ): Promise<SubmissionResult> {
      const verdict = firstFailure(rightsRequestRules, request);
      if (!verdict.ok) return verdict;
      const answer = { ok: true as const, message: rightsRequestMessages.received };
      if (isHoneypotFilled(request)) return answer;
      const at = new Date().toISOString();
      const row = {
        name: text(request.Name),
        email: text(request.Email),
        kind: text(request.Request) as RightsRequestKind,
        details: text(request.Details),
        ip_address: text(request.IpAddress).slice(0, 100),
        browser_info: text(request.BrowserInfo).slice(0, 500),
        notice_version: noticeVersion("rights", language),
        created_at: at,
        client_ip: clientIp,
      };
      await db.transaction().execute(async (trx) => {
        const id = await insertRightsRequest(trx, row);
        await audit(trx, {
          actor: { system: "visitor" },
          action: AUDIT_ACTIONS.rightsRequestReceived,
          ip: clientIp,
          at,
          target: { type: "rights_request", id },
          detail: { kind: row.kind },
        });
        await mail.enqueue(trx, "rights-request-to-officer", {
          id,
          name: row.name,
          email: row.email,
          kind: row.kind,
          details: row.details,
          dueOn: formatLongDate(todayIn(timeZone, new Date(answerDueAt(at)))),
        });
      });
      return answer;
    },

    /** A page of requests newest first, with how many wait and how many of those are past their 30 days. */
    async list({ beforeId, waitingOnly }: { beforeId: number | null; waitingOnly: boolean }) {
      const overdueIfReceivedBefore = new Date(Date.now() - 30 * DAY_MS).toISOString();
      const [rows, counts] = await Promise.all([
        listRightsRequests(db, { beforeId, waitingOnly, limit: RIGHTS_REQUESTS_PAGE_SIZE + 1 }),
        countWaitingRightsRequests(db, overdueIfReceivedBefore),
      ]);
      const more = rows.length > RIGHTS_REQUESTS_PAGE_SIZE;
      const page = rows.slice(0, RIGHTS_REQUESTS_PAGE_SIZE);
      return { rows: page, olderThan: more ? page.at(-1)!.id : null, counts };
    },

    get: (id: number) => findRightsRequest(db, id),

    /** Records that it was answered, by whom and how (a note); false when someone had done it already. */
    async answer(
      id: number,
      note: string,
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<{ ok: true; changed: boolean } | { ok: false; message: string }> {
      if (note.length > RIGHTS_REQUEST_ANSWER_NOTE_MAX)
        return { ok: false, message: rightsRequestMessages.noteTooLong };
      return db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        const changed = await markRightsRequestAnswered(trx, id, { at, by: by.id, note });
        if (changed)
          await audit(trx, {
            actor: staffActor(by),
            action: AUDIT_ACTIONS.rightsRequestAnswered,
            ip: client.ip,
            at,
            target: { type: "rights_request", id },
          });
        return { ok: true, changed };
      });
    },
  };
}
