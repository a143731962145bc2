/**
 * Texts only the back office shows (the spec's toasts and fallbacks, verbatim). Success texts come
 * from the server's answers, which use the same words from domain/.
 */
export const uiMessages = {
  fetchFailed: {
    categories: "Failed to fetch categories",
    services: "Failed to fetch services",
    products: "Failed to fetch products",
    projects: "Failed to fetch projects",
  },
  category: {
    createFailed: "Failed to create category",
    updateFailed: "Failed to update category!",
    deleteFailed: "Failed to delete category",
  },
  /** The full-page editor of pages and articles (issue 67). */
  editor: {
    unpublished: "Taken off the site: visitors no longer see it",
    offline: "not saved: the server cannot be reached. Your changes are kept in this browser",
  },
  history: {
    loadFailed: "Could not load the history",
    revisionFailed: "Could not load this version",
    restoreFailed: "Could not restore this version",
    empty: "No saved versions yet",
    bringBackFailed: "Could not bring the discarded draft back",
  },
  service: {
    addFailed: "Failed to add service",
    updateFailed: "Failed to update service",
    deleteFailed: "Failed to delete service",
  },
  portfolio: {
    addFailed: "An error occurred",
    updateFailed: { project: "Failed to update project", product: "Failed to update product" },
    deleteFailed: { project: "Failed to delete project", product: "Failed to delete product" },
  },
  image: {
    uploading: "Uploading image...",
    uploadFailed: "Failed to upload image",
    deleting: "Deleting image...",
    removeFailed: "Failed to remove image",
  },
  users: {
    roleFailed: "Failed to update role.",
    roleError: "An error occurred while updating the role.",
    addFailed: (message: string) => `Failed to add admin: ${message}`,
    addFailedPlain: "Failed to add user",
  },
  privileges: {
    noChanges: "No changes detected",
    updateFailed: "Failed to update privileges",
    deleteFailed: "Failed to delete privilege",
    deleteError: "Error deleting privilege",
    createFailed: "Error creating permission",
  },
  profile: {
    relogin: "🔔 Re-login for changes to take effect!",
    failed: "Failed to update profile. Please try again.",
  },
  heading: {
    fetchFailed: "Network issue / error 505",
    empty: "No data available",
    updating: "Updating Heading...",
    failed: "Failed to update heading. Please try again.",
  },
  generic: {
    wrong: "Something went wrong",
  },
  account: {
    resetRequestFailed: "Could not send the reset link. Please try again.",
    resetFailed: "Could not set the new password. Please try again.",
    passwordFailed: "Failed to change password. Please try again.",
    twoFactorFailed: "Could not change two-factor sign-in. Please try again.",
    codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
    notifyFailed: "Failed to update profile. Please try again.",
    resetLinkFailed: "Could not make a reset link.",
    copied: "Copied to the clipboard",
    copyFailed: "Could not copy; select the text and copy it yourself",
  },
  privacy: {
    erasing: "Erasing...",
    failed: "Failed to erase the data. Please try again.",
  },
} as const;
