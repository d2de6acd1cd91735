import Link from "next/link";

export function TextLink(props: React.ComponentProps<typeof Link>) {
  return <Link {...props} className={`font-medium text-brand-700 underline-offset-2 hover:underline ${props.className ?? ""}`} />;
}
