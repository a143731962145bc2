export const TEST_ADMIN = { username: "admin", password: "Admin#Pass123" } as const;
