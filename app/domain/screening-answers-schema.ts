import { z } from "zod";
import { storableText } from "./validation/patterns";
import { boundedText } from "./schema-fields";

/**
 * The answers to a job's screening questions (docs/decisions/0174, 0178), as PostJobApplication and
 * PostCandidate take them: an addition to the contract, absent for a job without questions; for a job with
 * required ones, refused with the first one's message.
 */
export const screeningAnswersField = z
  .array(
    z.object({
      QuestionId: z.coerce.number(),
      // Text as typed ("yes", a choice, a number); NUL and lone surrogates dropped, as PostgreSQL refuses them.
      Answer: z.union([z.number().transform(String), boundedText(600).transform(storableText)]),
    }),
  )
  .max(40)
  .nullish();
