import { Link } from "react-router";
import {
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  entriesStayMessage,
  type ContentField,
  type ContentType,
} from "~/domain/site-content/content-types";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import { SectionTable } from "~/features/staff/staff-table";
import type { Route } from "./+types/staff.content._index";

export const meta: Route.MetaFunction = () => staffMeta("Site content");

const stateOf = (entry: { live: unknown; unpublishedChanges: boolean }) =>
  entry.live === null ? "Not on the site" : entry.unpublishedChanges ? "Published, with draft changes" : "Published";

/** Marketing and admins: every editable content type, its entries in the site's order and their state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const types = await Promise.all(
    CONTENT_TYPE_NAMES.map(async (type) => {
      const entries = await context.services.contentEditing.list(type);
      const titleField = CONTENT_TYPES[type].titleField;
      return {
        type,
        entries: entries.map((e) => ({
          id: e.id,
          title: e.draft[titleField] ?? e.key,
          state: stateOf(e),
          saved: formatStaffTime(e.draftSavedAt, context.timeZone),
        })),
      };
    }),
  );
  return { types };
}

export default function StaffContent({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Site content</h1>
      <p className="text-slate-700">
        What the public pages say. A change is a draft first, seen only here; it shows on the site once you publish it,
        and every published version is kept in its history.
      </p>
      <p>
        <Link to="/staff/content/redirects" className="font-semibold text-brand-800 underline">
          Redirects
        </Link>
        <span className="text-slate-700">: old addresses sent to new ones when a page moves.</span>
      </p>
      <p>
        <Link to="/staff/content/translations" className="font-semibold text-brand-800 underline">
          Translations
        </Link>
        <span className="text-slate-700">
          : the Arabic, Malayalam and Hindi words of each entry, what is missing and what changed in English since.
        </span>
      </p>
      <p>
        <Link to="/staff/content/pictures" className="font-semibold text-brand-800 underline">
          Pictures
        </Link>
        <span className="text-slate-700">: upload a portrait or a product picture to use in a picture field.</span>
      </p>
      {loaderData.types.map(({ type, entries }) => {
        const definition = CONTENT_TYPES[type as ContentType];
        const title = (definition.fields as readonly ContentField[]).find((f) => f.name === definition.titleField);
        return (
          <StaffSection key={type} id={`content-${type}`} title={definition.label}>
            {entriesStayMessage(type as ContentType) === null && (
              <p className="mb-3">
                <Link
                  to={`/staff/content/new?type=${type}`}
                  className="font-semibold text-brand-800 underline"
                >{`Add ${definition.one}`}</Link>
              </p>
            )}
            {entries.length === 0 ? (
              <p className="text-slate-700">None yet.</p>
            ) : (
              <SectionTable
                label={`Table: ${definition.label.toLowerCase()}`}
                columns={[title?.label ?? "Entry", "State", "Draft saved"]}
              >
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.id} className="border-b border-slate-100 align-top" data-testid="content-row">
                      <td className="py-2 pr-4">
                        <Link
                          to={`/staff/content/${e.id}`}
                          className="font-semibold break-words text-brand-800 underline"
                        >
                          {e.title}
                        </Link>
                      </td>
                      <td className="py-2 pr-4 text-slate-800">{e.state}</td>
                      <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{e.saved}</td>
                    </tr>
                  ))}
                </tbody>
              </SectionTable>
            )}
          </StaffSection>
        );
      })}
    </div>
  );
}
