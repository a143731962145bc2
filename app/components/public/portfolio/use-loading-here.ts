import { useLocation, useNavigation } from "react-router";

/** True while the current page loads another page or category of itself (placeholders show meanwhile). */
export function useLoadingHere(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}
