import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import {
  askedQuestionOf,
  checkScreeningQuestion,
  MAX_SCREENING_QUESTIONS,
  screeningMessages as m,
  type ScreeningQuestion,
  type ScreeningQuestionForm,
} from "~/domain/screening-questions";
import { audit, staffActor } from "../audit/audit";
import type { Executor } from "../db/database";
import type { ServiceDeps } from "../service-deps";
import type { CacheBus } from "../cache-bus";
import { fail, type ClientInfo, type StaffFailure } from "../staff/staff-common";
import { staffJobMessages } from "~/domain/staff/staff-jobs";
import { findJobByCode } from "./jobs.repository";
import {
  deleteScreeningQuestion,
  insertScreeningQuestion,
  listScreeningQuestions,
  setScreeningOrder,
  updateScreeningQuestion,
} from "./screening-questions.repository";

type Outcome = { ok: true; message: string } | StaffFailure;

/**
 * A job's screening questions as HR keeps them on the job's page (docs/decisions/0174): add, save, remove,
 * move up or down. Each change is one transaction with its audit row. Applications already sent keep the
 * questions as they were asked (their answers carry a copy), so a change here never rewrites them.
 */
export function createScreeningQuestionsService({ db, cacheBus }: Pick<ServiceDeps, "db"> & { cacheBus: CacheBus }) {
  async function change(
    code: number,
    actor: SignedInStaff,
    client: ClientInfo,
    what: string,
    work: (tx: Executor, questions: ScreeningQuestion[]) => Promise<Outcome>,
  ): Promise<Outcome> {
    const outcome = await db.transaction().execute(async (tx): Promise<Outcome> => {
      if (!(await findJobByCode(tx, code))) return fail(404, staffJobMessages.noSuchJob);
      const outcome = await work(tx, await listScreeningQuestions(tx, code));
      if (outcome.ok)
        await audit(tx, {
          actor: staffActor(actor),
          action: AUDIT_ACTIONS.screeningQuestionsChanged,
          ip: client.ip,
          target: { type: "job", id: code },
          detail: { change: what },
        });
      return outcome;
    });
    // The job's page (its wizard) is cached: it asks the new questions as soon as the change is committed.
    if (outcome.ok) await cacheBus.publish("jobs");
    return outcome;
  }
  const now = () => new Date().toISOString();

  return {
    /** The job's questions in order, with their wanted answers: HR's page and the server's checks. */
    list: (code: number) => listScreeningQuestions(db, code),

    /** The job's questions in order as the applicant is asked them, without the wanted answers. */
    asked: async (code: number) => (await listScreeningQuestions(db, code)).map(askedQuestionOf),

    add(code: number, form: ScreeningQuestionForm, actor: SignedInStaff, client: ClientInfo) {
      const checked = checkScreeningQuestion(form);
      if (!checked.ok) return Promise.resolve(fail(400, checked.message));
      return change(code, actor, client, "added", async (tx, questions) => {
        if (questions.length >= MAX_SCREENING_QUESTIONS) return fail(409, m.tooMany);
        const last = questions.length;
        await insertScreeningQuestion(tx, code, checked.question, last, now());
        return { ok: true, message: m.added };
      });
    },

    save(code: number, id: number, form: ScreeningQuestionForm, actor: SignedInStaff, client: ClientInfo) {
      const checked = checkScreeningQuestion(form);
      if (!checked.ok) return Promise.resolve(fail(400, checked.message));
      return change(code, actor, client, "saved", async (tx) =>
        (await updateScreeningQuestion(tx, code, id, checked.question, now()))
          ? { ok: true, message: m.saved }
          : fail(404, m.noSuchQuestion),
      );
    },

    remove(code: number, id: number, actor: SignedInStaff, client: ClientInfo) {
      return change(code, actor, client, "removed", async (tx, questions) => {
        if (!(await deleteScreeningQuestion(tx, code, id))) return fail(404, m.noSuchQuestion);
        await setScreeningOrder(
          tx,
          code,
          questions.filter((q) => q.id !== id).map((q) => q.id),
        );
        return { ok: true, message: m.removed };
      });
    },

    /** Moves a question one place up (-1) or down (+1); at either end it stays. */
    move(code: number, id: number, by: -1 | 1, actor: SignedInStaff, client: ClientInfo) {
      return change(code, actor, client, "moved", async (tx, questions) => {
        const ids = questions.map((q) => q.id);
        const from = ids.indexOf(id);
        if (from < 0) return fail(404, m.noSuchQuestion);
        const to = Math.min(ids.length - 1, Math.max(0, from + by));
        ids.splice(to, 0, ...ids.splice(from, 1));
        await setScreeningOrder(tx, code, ids);
        return { ok: true, message: m.moved };
      });
    },
  };
}
