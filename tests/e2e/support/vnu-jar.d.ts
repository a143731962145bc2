// vnu-jar (the W3C Nu HTML Checker's jar, tests only) ships no types: its export is the jar's path.
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
