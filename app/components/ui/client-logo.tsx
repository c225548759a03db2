import { clientLogo, LOGO_SIZE, type Client } from "~/content/clients";

/** A client's logo at its drawn size, named by the client. */
export function ClientLogo({ client, lazy, className }: { client: Client; lazy: boolean; className: string }) {
  return (
    <img
      src={clientLogo(client)}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      alt={`${client.name} logo`}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
