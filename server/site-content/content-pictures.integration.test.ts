import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPictureMessages } from "~/domain/site-content/content-pictures";
import { newsImageMessages } from "~/domain/news-image";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * Pictures uploaded for the site's content (decision 0183): checked by their bytes, fitted within 1600
 * pixels, stored as JPEG and WebP; the JPEG's address answers WebP to a browser that takes it; a picture
 * field takes the address; a file that is not a picture is refused with its message.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

function upload(bytes: Uint8Array, name: string) {
  return marketing.postMultipart(
    "/staff/content/pictures",
    {},
    {
      picture: { name, type: "application/octet-stream", bytes },
    },
  );
}

describe(`content pictures on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("stores an upload fitted within 1600 pixels as JPEG and WebP, served by what the browser takes", async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const res = await upload(png, "new-vp.png");
    expect(res.status).toBe(200);
    const page = await res.text();
    const path = /(\/media\/content-[0-9a-f]{32}\.jpg)/.exec(page)![1]!;
    expect(page).toContain(asHtml(contentPictureMessages.uploaded(path)));
    expect(page).toContain("new-vp.png, 1600 × 800");

    const asJpeg = await fetch(server.baseUrl + path, { headers: { accept: "image/png,image/*;q=0.8" } });
    expect(asJpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(asJpeg.headers.get("vary")).toBe("Accept");
    const jpeg = await sharp(Buffer.from(await asJpeg.arrayBuffer())).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(["jpeg", 1600, 800]);
    const asWebp = await fetch(server.baseUrl + path, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(asWebp.headers.get("content-type")).toBe("image/webp");
    const webp = await sharp(Buffer.from(await asWebp.arrayBuffer())).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 1600, 800]);

    // A picture field takes the address: a team member's portrait.
    const entries = await server.services.contentEditing.list("team-member");
    const suresh = entries.find((e) => e.draft.name === "Suresh Iyer")!;
    const saved = await marketing.postForm(`/staff/content/${suresh.id}`, {
      intent: "save",
      version: String(suresh.draftVersion),
      ...suresh.draft,
      photo: path,
    });
    expect(saved.status).toBe(200);
    expect((await server.services.contentEditing.get(suresh.id))!.entry.draft.photo).toBe(path);

    // Published, the team page offers its narrower copies, each stored at its width in both formats.
    const version = (await server.services.contentEditing.get(suresh.id))!.entry.draftVersion;
    expect(
      (await marketing.postForm(`/staff/content/${suresh.id}`, { intent: "publish", version: String(version) })).status,
    ).toBe(200);
    const stem = path.slice(0, -".jpg".length);
    const team = await publicHtml(server, "/company/team");
    expect(team).toContain(
      `src="${path}" srcSet="${stem}-320.jpg 320w, ${stem}-640.jpg 640w, ${stem}-960.jpg 960w, ${stem}-1280.jpg 1280w, ${path} 1600w" sizes="(min-width: 640px) 18rem, calc(100vw - 4rem)"`,
    );
    for (const [width, accept, format] of [
      [320, "image/jpeg", "jpeg"],
      [960, "image/webp,*/*", "webp"],
    ] as const) {
      const copy = await fetch(`${server.baseUrl}${stem}-${width}.jpg`, { headers: { accept } });
      expect(copy.status).toBe(200);
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, width / 2]);
    }

    // The list shows it, newest first; the upload is audited.
    const list = await (await marketing.get("/staff/content/pictures")).text();
    expect(list).toContain(`<img src="${path}" width="1600" height="800"`);
    const audited = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "content.picture-uploaded")
      .execute();
    expect(audited.map((a) => JSON.parse(a.detail ?? "{}"))).toContainEqual({ path });
  });

  it("refuses a file that is not a picture, and an empty upload, with their messages", async () => {
    const fake = await upload(new TextEncoder().encode("<svg onload=alert(1)>"), "portrait.png");
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain(asHtml(newsImageMessages.wrongType));
    const broken = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "cut.png");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain(asHtml(newsImageMessages.unreadable));
    const none = await upload(new Uint8Array(0), "");
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(asHtml(contentPictureMessages.missing));
  });
});
