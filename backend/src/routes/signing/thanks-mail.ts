import type { AppConfig } from "../../deps";
import { actionMail, defuseLinks, quoteStart } from "../../lib/mail-templates";
import { deliveryLinks } from "../deliveries/delivery-mail";
import { addressHash, signToken } from "../deliveries/tokens";

/**
 * The recipient's thanks to a guest who signed their group compliment: their message quoted, a
 * link to the signing page (never the code), and a one-click unsubscribe, as every mail to an
 * address with no account carries.
 */
export function thanksMail(
  config: Pick<AppConfig, "appName" | "appUrl" | "appKey">,
  t: { email: string; signerName: string; thankerName: string; to: string; message: string; token: string | null },
) {
  const unsubscribe = `${config.appUrl}${deliveryLinks.oneClick}?${new URLSearchParams({
    token: signToken(config.appKey, "unsubscribe", addressHash(t.email)),
  })}`;
  const [thanker, to] = [defuseLinks(t.thankerName), defuseLinks(t.to)];
  return actionMail({
    appName: config.appName,
    to: t.email,
    name: t.signerName,
    subject: `${thanker} thanks you for signing`,
    intro: `You signed the group compliment for ${to}. ${thanker} read it and wrote to everyone who signed:`,
    quote: quoteStart(t.message, 1000),
    ...(t.token
      ? { action: "See the compliment you signed", url: `${config.appUrl}/sign/${t.token}` }
      : { action: `Visit ${config.appName}`, url: config.appUrl }),
    outro: `You received this once, because you signed with this address. To receive no more mail here: ${unsubscribe}`,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
