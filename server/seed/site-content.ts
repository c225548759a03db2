import { clientLogo, clients, clientsPage } from "~/content/clients";
import { aboutUs, companyFacts, expertise, projectSuccess } from "~/content/company";
import { home } from "~/content/home";
import { privacyPolicy, termsOfUse } from "~/content/legal";
import { proseDoc } from "~/content/prose-section";
import { storedRichText } from "~/domain/rich-text/text";
import { consultancyServices, softwareServices } from "~/content/services";
import { featuredProductSlugs } from "~/content/product-index";
import { products } from "~/content/products";
import { siteConfig } from "~/content/site-config";
import { founder, teamPage, vicePresidents } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { contentTranslationsSeed } from "~/content/translations";
import { SEEDED_TRANSLATION_BY } from "~/domain/site-content/translations";
import {
  contentKeyOf,
  DEFAULT_LOCALE,
  type ContentType,
  type ContentValues,
} from "~/domain/site-content/content-types";
import { groupsText, linesText, pairsText } from "~/domain/site-content/list-fields";
import type { Db } from "../db/database";
import {
  contentKeyTaken,
  insertContentEntry,
  insertContentRevision,
  setLiveContentRevision,
} from "../site-content/site-content.repository";

/** What app/content/ says today, as each editable type's first published entries (docs/decisions/0165). */
export const siteContentSeed: Record<ContentType, { key: string; values: ContentValues }[]> = {
  "team-member": [
    { key: "founder", values: { ...founder, group: "founder" } },
    ...vicePresidents.map((m) => ({
      key: contentKeyOf(m.name),
      values: { ...m, group: "vice-president" },
    })),
  ],
  testimonial: testimonials.map(({ id: _id, ...t }) => ({
    key: contentKeyOf(t.name),
    values: t,
  })),
  "company-fact": companyFacts.map((f) => ({
    key: contentKeyOf(f.label),
    values: { value: f.value, label: f.label },
  })),
  office: siteConfig.offices.map((o) => ({
    key: contentKeyOf(o.title),
    values: { title: o.title, address: o.lines.join("\n"), phone: o.phone },
  })),
  "phone-number": siteConfig.phones.map((p) => ({
    key: contentKeyOf(p.label),
    values: { label: p.label, number: p.display },
  })),
  "social-link": siteConfig.social.map((n) => ({
    key: contentKeyOf(n.name),
    values: { network: n.name, href: n.href },
  })),
  "contact-details": [
    { key: "contact-details", values: { email: siteConfig.email, supportPortal: siteConfig.supportPortalUrl } },
  ],
  "service-page": (["software", "consultancy"] as const).map((key) => {
    const page = key === "software" ? softwareServices : consultancyServices;
    return { key, values: { title: page.title, description: page.description, intro: linesText(page.intro) } };
  }),
  "service-block": (["software", "consultancy"] as const).flatMap((key) =>
    (key === "software" ? softwareServices : consultancyServices).blocks.map((b) => ({
      key: `${key}-${contentKeyOf(b.title)}`,
      values: { page: key, title: b.title, icon: b.icon, text: b.text, points: linesText(b.points) },
    })),
  ),
  "home-page": [
    {
      key: "home",
      values: {
        bannerEyebrow: home.banner.eyebrow,
        bannerHeading: home.banner.heading,
        bannerText: home.banner.text,
        bannerButton: home.banner.secondaryLabel,
        productsHeading: home.products.heading,
        productsText: home.products.text,
        successHeading: home.success.heading,
        successValue: projectSuccess.value,
        successTitle: projectSuccess.title,
        successText: projectSuccess.text,
        testimonialsHeading: home.testimonials.heading,
        testimonialsText: home.testimonials.text,
        customersHeading: home.customers.heading,
        customersText: home.customers.text,
        customersLink: home.customers.allClientsLabel,
      },
    },
  ],
  // Keyed by slug: the address, the icon and the artwork stay the code's.
  product: products.map((p, i) => ({
    key: p.slug,
    values: {
      name: p.name,
      summary: p.summary,
      place: String(i + 1),
      tagline: p.tagline,
      description: p.description,
      profile: linesText(p.profile),
      audience: linesText(p.audience),
      highlights: pairsText(p.highlights),
      featureGroups: groupsText(p.featureGroups),
      ...Object.fromEntries(
        p.images.flatMap((img, i) => [
          [`image${i + 1}`, img.src],
          [`image${i + 1}Alt`, img.alt],
          [`image${i + 1}Caption`, img.caption],
        ]),
      ),
      home: featuredProductSlugs.includes(p.slug) ? String(featuredProductSlugs.indexOf(p.slug) + 1) : "listed",
      status: "live",
      retiredTo: "",
    },
  })),
  "about-page": [
    {
      key: "about",
      values: {
        title: aboutUs.title,
        description: aboutUs.description,
        lead: aboutUs.lead,
        story: linesText(aboutUs.story),
        valuesHeading: aboutUs.valuesHeading,
        values: pairsText(aboutUs.values.map((v) => ({ value: v.title, label: v.text }))),
        milestonesHeading: aboutUs.milestonesHeading,
        milestones: pairsText(aboutUs.milestones.map((m) => ({ value: m.year, label: m.text }))),
      },
    },
  ],
  "expertise-page": [
    {
      key: "expertise",
      values: {
        title: expertise.title,
        description: expertise.description,
        lead: expertise.lead,
        areasHeading: expertise.areasHeading,
        areas: pairsText(expertise.areas.map((a) => ({ value: a.title, label: a.text }))),
        technologyHeading: expertise.technologyHeading,
        technologyText: expertise.technologyText,
        technology: linesText(expertise.technology),
      },
    },
  ],
  "team-page": [{ key: "team", values: { ...teamPage } }],
  "clients-page": [{ key: "clients", values: { ...clientsPage } }],
  // Keyed by slug, so a drawn logo's file keeps its name.
  client: clients.map((c) => ({
    key: c.slug,
    values: {
      name: c.name,
      kind: c.kind,
      city: c.city,
      country: c.country,
      logo: clientLogo(c),
      featured: c.featured ? "yes" : "no",
    },
  })),
  // Keyed by page; the server's settings stay tokens in the text, filled in when shown.
  "legal-page": (
    [
      ["privacy", privacyPolicy],
      ["terms", termsOfUse],
    ] as const
  ).map(([key, page]) => ({
    key,
    values: {
      title: page.title,
      description: page.description,
      updated: page.updated,
      intro: page.intro,
      body: storedRichText(proseDoc(page.sections)),
    },
  })),
  // Every page starts with the title and description its code gives it: nothing to override yet.
  "page-seo": [],
};

/**
 * Each entry is written and published once, when its key is absent (as every seeder does): start-up runs
 * it inside its own transaction on SQLite, under its lock on PostgreSQL.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  const at = new Date(0).toISOString();
  for (const [type, entries] of Object.entries(siteContentSeed)) {
    for (const [position, { key, values }] of entries.entries())
      await seedPublished(db, { type, key, locale: DEFAULT_LOCALE, position, values, by: "system: seed", at });
  }
  // The translations written from code (app/content/translations.ts), beside their English entries and saved
  // by SEEDED_TRANSLATION_BY, which marks them "needs review" in the console until someone saves them.
  for (const [type, byKey] of Object.entries(contentTranslationsSeed)) {
    for (const [key, byLocale] of Object.entries(byKey)) {
      const position = siteContentSeed[type as ContentType].findIndex((e) => e.key === key);
      if (position < 0) throw new Error(`A seeded translation names no seeded entry: ${type} ${key}`);
      for (const [locale, values] of Object.entries(byLocale))
        await seedPublished(db, { type, key, locale, position, values, by: SEEDED_TRANSLATION_BY, at });
    }
  }
}

/** One entry, published as its first revision, unless the database has it already. */
async function seedPublished(
  db: Db,
  e: { type: string; key: string; locale: string; position: number; values: ContentValues; by: string; at: string },
): Promise<void> {
  if (await contentKeyTaken(db, e.type, e.key, e.locale)) return;
  const data = JSON.stringify(e.values);
  const id = await insertContentEntry(db, {
    type: e.type,
    entry_key: e.key,
    locale: e.locale,
    position: e.position,
    draft: data,
    draft_version: 1,
    draft_saved_at: e.at,
    draft_saved_by: e.by,
    live_revision_id: null,
    created_at: e.at,
  });
  const revision = await insertContentRevision(db, {
    entry_id: id,
    data,
    created_at: e.at,
    created_by: e.by,
    note: "Published",
  });
  await setLiveContentRevision(db, id, revision);
}
