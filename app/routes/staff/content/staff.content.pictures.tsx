import { data, Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { contentPictureMessages } from "~/domain/site-content/content-pictures";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { StaffField } from "~/features/staff/staff-field";
import { readStaffPictureForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.pictures";

export const meta: Route.MetaFunction = () => staffMeta("Pictures for site content");

/** Marketing and admins: the pictures uploaded for the site's content, newest first, with their addresses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const pictures = await context.services.contentPictures.list();
  return {
    pictures: pictures.map((p) => ({ ...p, uploadedAt: formatStaffTime(p.uploadedAt, context.timeZone) })),
  };
}

/** Uploads one picture (checked, resized, stored); answers the address to type in a picture field. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffPictureForm(request, context);
  const file = form.get("picture");
  if (!(file instanceof File) || file.size === 0)
    return data({ ok: false as const, message: contentPictureMessages.missing }, { status: 400 });
  const outcome = await context.services.contentPictures.upload(new Uint8Array(await file.arrayBuffer()), file.name, {
    user,
    client: context.staff.client(request),
  });
  if (!outcome.ok) return data({ ok: false as const, message: outcome.message }, { status: 400 });
  return data({ ok: true as const, message: contentPictureMessages.uploaded(outcome.path), path: outcome.path });
}

export default function StaffContentPictures({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content">All site content</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Pictures for site content</h1>
      <StaffSection
        id="upload"
        title="Upload a picture"
        description="JPEG, PNG or WebP, at most 5 MB. It is turned upright, fitted within 1600 pixels and stored without its metadata; browsers that take WebP get it as WebP."
      >
        <StaffNotice
          id="upload-outcome"
          success={actionData?.ok ? actionData.message : undefined}
          error={actionData && !actionData.ok ? actionData.message : undefined}
        />
        <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
          <XsrfField />
          <StaffField
            label="Picture"
            id="content-picture"
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
          />
          <Button type="submit" variant="primary">
            Upload
          </Button>
        </Form>
      </StaffSection>
      <StaffSection
        id="pictures"
        title="Uploaded pictures"
        description="Newest first. Type a picture's address in a picture field."
      >
        {loaderData.pictures.length === 0 ? (
          <p className="text-slate-700">None yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.pictures.map((p) => (
              <li key={p.path} className="rounded-md border border-slate-200 bg-white p-3">
                <img
                  src={p.path}
                  width={p.width}
                  height={p.height}
                  alt=""
                  loading="lazy"
                  className="h-40 w-full rounded object-contain"
                />
                <p className="mt-2 font-mono text-sm break-all text-slate-900">{p.path}</p>
                <p className="mt-1 text-sm break-words text-slate-700">
                  {`${p.fileName}, ${p.width} × ${p.height}, uploaded ${p.uploadedAt} by ${p.uploadedBy}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
    </div>
  );
}
