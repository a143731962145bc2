import { domAnimation, LazyMotion, MotionConfig } from "motion/react";
import { Outlet } from "react-router";
import { SiteToaster } from "../../components/public/layout/site-toaster";
import { loadLayoutData } from "../../lib/layout-data.server";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  return loadLayoutData(context);
}

export default function PublicLayout() {
  return (
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">
        <Outlet />
        <SiteToaster />
      </MotionConfig>
    </LazyMotion>
  );
}
