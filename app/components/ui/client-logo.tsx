import { LOGO_SIZE, type ClientView } from "~/domain/site-content/company-pages";

/** A client's logo in the logo box, named by the client; an uploaded logo of another shape is fitted in. */
export function ClientLogo({ client, lazy, className }: { client: ClientView; lazy: boolean; className: string }) {
  return (
    <img
      src={client.logo}
      {...client.logoSources}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      alt={`${client.name} logo`}
      loading={lazy ? "lazy" : undefined}
      className={`aspect-[5/2] object-contain ${className}`}
    />
  );
}
