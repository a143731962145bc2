import { isbot } from "isbot";
import type { DeviceClass } from "../../../domain/insights.ts";

/** What a user agent says about a visit: a bot (not counted), or the class of device it came from. */
export type VisitorClass = "bot" | DeviceClass;

const tablet = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|Android(?!.*Mobile)/i;
const mobile = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export function classifyUserAgent(userAgent: string): VisitorClass {
  if (isbot(userAgent)) return "bot";
  if (tablet.test(userAgent)) return "tablet";
  if (mobile.test(userAgent)) return "mobile";
  return "desktop";
}

/** Distinct user agents are few (a few hundred browsers and versions); a flood of made-up ones is cut off. */
const REMEMBERED = 2000;

/**
 * classifyUserAgent, remembered per user agent: isbot runs a long pattern (microseconds), and a page
 * view must cost the request next to nothing. Only the class is kept, in memory, never written down.
 */
export function rememberingClassifier(): (userAgent: string) => VisitorClass {
  const known = new Map<string, VisitorClass>();
  return (userAgent) => {
    const remembered = known.get(userAgent);
    if (remembered !== undefined) return remembered;
    const found = classifyUserAgent(userAgent);
    if (known.size >= REMEMBERED) known.clear();
    known.set(userAgent, found);
    return found;
  };
}
