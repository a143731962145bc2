/** Five fictional partners (logos made locally by scripts/make-site-media.ts); example.com links only. */
export const partners = [
  { slug: "northwind", name: "Northwind Traders", url: "https://northwind.example.com/" },
  { slug: "indus-foods", name: "Indus Foods", url: "https://indusfoods.example.com/" },
  { slug: "meridian", name: "Meridian Logistics", url: "https://meridian.example.com/" },
  { slug: "clearwave", name: "Clearwave Cleaning Group", url: "https://clearwave.example.com/" },
  { slug: "kinetic", name: "Kinetic Health", url: "https://kinetic.example.com/" },
] as const;
