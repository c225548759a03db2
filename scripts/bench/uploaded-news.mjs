// Stories with uploaded pictures, published through the console as marketing would, so the Lighthouse
// section scores the home page and the news list with real uploads rather than the drawn default.
import { spawnSync } from "node:child_process";
import sharp from "sharp";
import { StaffBrowser } from "#tests/support/staff";
import { root } from "../build-if-stale.mjs";

const PASSWORD = "orbit-lantern-velvet-42";
const EMAIL = "bench-marketing@staff.example";
// A phone camera's frame: 4000 x 3000 pixels.
const PHOTO = { width: 4000, height: 3000 };

/** The account, made as an operator makes one: `npm run staff -- add-user --password-stdin`. */
function addMarketingAccount(dataDir) {
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "server/staff/staff-cli.ts",
      "add-user",
      "--email",
      EMAIL,
      "--name",
      "Bench Marketing",
      "--role",
      "marketing",
      "--password-stdin",
    ],
    {
      cwd: root,
      input: `${PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    },
  );
  if (r.status !== 0) throw new Error(`staff add-user failed: ${r.stderr}`);
}

/**
 * Grain as a photo has it at two scales: blotches a few pixels wide that survive resizing to 1280 (as
 * leaves, gravel or fabric do) and sensor noise. Made once; the pictures differ by their colours.
 */
let grain;
const noise = (width, height, sigma) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .png()
    .toBuffer();
async function photoGrain() {
  const { width, height } = PHOTO;
  const coarse = await sharp(await noise(400, 300, 28))
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toBuffer();
  return { coarse, fine: await noise(width, height, 8) };
}

/**
 * A photo as a phone takes it: shapes on a gradient under grain, JPEG at quality 92, about 3.3 MB;
 * resized by the server it keeps a real photo's weight (about 130 KB at 1280 pixels as WebP).
 */
export async function phonePhoto(hue) {
  const { width, height } = PHOTO;
  grain ??= photoGrain();
  const { coarse, fine } = await grain;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,65%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${(hue + 180) % 360},60%,45%)"/>
<rect x="${width / 2}" y="${height / 5}" width="${width / 3}" height="${height / 2}" fill="hsl(${(hue + 120) % 360},55%,40%)"/></svg>`;
  const base = await sharp(Buffer.from(svg))
    .composite([{ input: coarse, blend: "overlay" }])
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: fine, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Signs in as marketing and publishes `count` stories, each with its own phone photo, posted as the
 * news form posts it (multipart, `intent=publish`), dated after every story already there so they lead
 * the home widget. Answers what the home widget then shows: each card's title, src and srcset as the
 * News API gives them, and the upload sizes. Throws when the widget does not lead with the uploads.
 */
export async function publishUploadedStories(server, count = 3) {
  addMarketingAccount(server.dataDir);
  const browser = new StaffBrowser(server.baseUrl);
  const signIn = await browser.signIn(EMAIL, PASSWORD);
  if (signIn.status !== 302) throw new Error(`marketing sign-in answered ${signIn.status}`);
  const existing = await (await fetch(`${server.baseUrl}/api/News/GetAllNews/1`)).json();
  const newsDate = existing[0]?.NewsDate ?? new Date().toISOString().slice(0, 10);
  const uploads = [];
  for (let i = 0; i < count; i++) {
    const photo = await phonePhoto(30 + i * 110);
    const title = `Bench story ${i + 1} with an uploaded photo`;
    const res = await browser.postMultipart(
      "/staff/news/new",
      {
        intent: "publish",
        title,
        newsDate,
        description: "A story published by the bench with a phone photo, to score the pages that show it.",
      },
      { image: { name: `IMG_${1000 + i}.jpg`, type: "image/jpeg", bytes: photo } },
    );
    if (res.status !== 302) throw new Error(`publishing ${title} answered ${res.status}: ${await res.text()}`);
    uploads.push({ title, bytes: photo.byteLength });
  }
  const widget = await (await fetch(`${server.baseUrl}/api/News/GetAllNews/${count}`)).json();
  const home = await (await fetch(`${server.baseUrl}/`, { headers: { accept: "text/html" } })).text();
  const cards = widget.map((story) => {
    const upload = uploads.find((u) => u.title === story.Title);
    if (!upload || !/^\/media\/news-[0-9a-f]+-1280\.webp$/.test(story.ImageUrl))
      throw new Error(`the home widget does not lead with the uploaded pictures: ${story.Title} ${story.ImageUrl}`);
    const srcset = new RegExp(`<img src="${story.ImageUrl}" srcSet="([^"]+)"`, "i").exec(home)?.[1];
    if (!srcset) throw new Error(`the home page has no <img> with ${story.ImageUrl} and a srcset`);
    return { title: story.Title, src: story.ImageUrl, srcset, uploadBytes: upload.bytes };
  });
  return cards;
}
