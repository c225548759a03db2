import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { QrCode } from "./qr-code";
import type { StaffActionResult } from "./staff-action";
import { StaffField } from "./staff-field";
import { StaffNotice } from "./staff-notice";
import { StaffSection } from "./staff-section";
import { IntentForm } from "./intent-form";

type TwoFactorState = {
  enabled: boolean;
  recoveryCodesLeft: number;
  pending: { secret: string; qr: { size: number; path: string } } | null;
};

/**
 * Two-step sign-in on the account page: off (a button to start), being set up (scan the QR code or
 * type the key, then confirm with a code), just turned on (the recovery codes, shown this once), on
 * (how many recovery codes are left; turning it off needs the password).
 */
export function TwoFactorPanel({
  state,
  required,
  result,
  busy,
}: {
  state: TwoFactorState;
  /** The server requires it for this person: it cannot be turned off. */
  required: boolean;
  result?: StaffActionResult<{ recoveryCodes: string[] }>;
  busy: boolean;
}) {
  const errorFor = (name: string) => (result?.field === name ? result.error : null);
  const formError = result?.error && !result.field ? result.error : null;
  const codes = result?.recoveryCodes;

  return (
    <StaffSection
      id="two-factor"
      title="Two-step sign-in"
      description="After your password, the sign-in asks for a code from an authenticator app on your phone."
    >
      {state.enabled ? (
        <div className="space-y-4">
          <p className="font-semibold text-green-900">{`On. ${state.recoveryCodesLeft} of 10 recovery codes left.`}</p>
          {codes && (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-4">
              <h3 className="font-bold text-amber-950">Your recovery codes</h3>
              <p className="mt-1 text-sm text-amber-950">
                Keep them somewhere safe, away from your phone: each signs you in once if you lose the app. This is the
                only time they are shown.
              </p>
              <ul
                className="mt-3 grid grid-cols-1 gap-1 font-mono text-base text-slate-900 sm:grid-cols-2"
                aria-label="Recovery codes"
              >
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
          {required ? (
            <p className="text-slate-700">Administrators must keep two-step sign-in on.</p>
          ) : (
            <IntentForm intent="two-factor-off" className="max-w-md space-y-4">
              <StaffField
                label="Password"
                id="two-factor-off-password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                hint="Your password, to turn two-step sign-in off."
                error={errorFor("currentPassword")}
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                Turn off two-step sign-in
              </Button>
            </IntentForm>
          )}
        </div>
      ) : state.pending ? (
        <div className="space-y-4">
          <ol className="list-decimal space-y-4 pl-5 text-slate-800">
            <li>
              <p>
                Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
                1Password…).
              </p>
              <div className="mt-3 inline-block rounded border border-slate-300 bg-white p-2">
                <QrCode
                  size={state.pending.qr.size}
                  path={state.pending.qr.path}
                  label="QR code for your authenticator app"
                />
              </div>
              <p className="mt-2">Or type this key into the app:</p>
              <p className="mt-1 break-all font-mono text-lg tracking-wide text-slate-900">{state.pending.secret}</p>
            </li>
            <li>
              <p>Enter the 6-digit code the app shows now.</p>
              <Form method="post" className="mt-3 max-w-xs space-y-4">
                <XsrfField />
                <StaffField
                  label="Password"
                  id="two-factor-on-password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                  hint="Your password, to turn two-step sign-in on."
                  error={errorFor("currentPassword")}
                />
                <StaffField
                  label="Code from the app"
                  id="two-factor-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  required
                  error={errorFor("code")}
                />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="two-factor-confirm" variant="primary" disabled={busy}>
                    Turn on
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="two-factor-cancel"
                    variant="neutral"
                    formNoValidate
                    disabled={busy}
                  >
                    Cancel
                  </Button>
                </div>
              </Form>
            </li>
          </ol>
        </div>
      ) : (
        <IntentForm intent="two-factor-start" className="space-y-3">
          <p className="text-slate-800">Off: your password alone signs you in.</p>
          <Button type="submit" variant="primary" disabled={busy}>
            Turn on two-step sign-in
          </Button>
        </IntentForm>
      )}
      <StaffNotice id="two-factor-notice" success={result?.success} error={formError} />
    </StaffSection>
  );
}
