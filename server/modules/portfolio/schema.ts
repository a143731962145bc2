import { pgSequence } from "drizzle-orm/pg-core";

export const projectCodeSequence = pgSequence("portfolio_project_code_seq", { startWith: 1 });
export const productCodeSequence = pgSequence("portfolio_product_code_seq", { startWith: 1 });
