import type { ButtonHTMLAttributes } from "react";

/**
 * The site's button looks, each written once. A link that must look like a button takes the same
 * classes (`buttonClass`).
 */
const variants = {
  /** The step forward of a multi-step form or popup: Next, Submit, Save. */
  primary:
    "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-2.5 font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500",
  /** The one submit button of a page's form (contact, resume). */
  "primary-large":
    "inline-flex min-w-40 items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-500",
  /** Back, Add, and the other choices beside a primary one. */
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60",
  /** Edit in a list of entries. */
  "secondary-small":
    "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 px-3 py-1.5 text-sm",
  /** Close, Cancel: leaves without doing anything. */
  neutral:
    "inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100",
  /** A step forward that cannot be undone (erasing one's own application). */
  danger:
    "inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-6 py-2.5 font-bold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-500",
  /** Remove in a list of entries. */
  "danger-small":
    "inline-flex items-center rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50",
} as const;

export type ButtonVariant = keyof typeof variants;

/** The classes of a button of this variant, with any extra ones (spacing) after them. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${variants[variant]} ${extra}` : variants[variant];
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant };

/** A <button> in one of the site's looks; type="button" unless told otherwise, so it never submits by accident. */
export function Button({ variant, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
