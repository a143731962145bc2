import { apiUrl } from "./api-client.ts";
import { adminApi } from "./endpoints.ts";
import { uiMessages } from "./messages.ts";
import { toastFailure } from "./toast-failure.ts";
import { useResource } from "./use-resource.ts";

/** Every category: the categories screen's rows and the services' and portfolio's category choices. */
export function useCategoryList() {
  return useResource(
    () =>
      toastFailure(
        adminApi.categories.list().then((answer) => answer.data),
        uiMessages.fetchFailed.categories,
      ),
    [],
    apiUrl("/category"),
  );
}
