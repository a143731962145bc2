/** The social networks the footer links to, and how they are named (no zod: public pages import it). */
export const socialNetworks = ["linkedin", "facebook", "instagram", "x", "github", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLabels: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  github: "GitHub",
  youtube: "YouTube",
};
