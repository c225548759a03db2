import { LOGO_SIZE, type ClientView } from "~/domain/site-content/company-pages";

/** A client's logo in the logo box, named by the client; an uploaded logo of another shape is fitted in. */
export function ClientLogo({
  client,
  lazy,
  className,
  alt = `${client.name} logo`,
}: {
  client: ClientView;
  lazy: boolean;
  className: string;
  /** The logo's name in the page's language; English by default. */
  alt?: string;
}) {
  return (
    <img
      src={client.logo}
      {...client.logoSources}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      className={`aspect-[5/2] object-contain ${className}`}
    />
  );
}
