import { ErrorView } from "../components/ErrorView";

/** What a page that failed to render shows (router.tsx's boundary), with the error's own words. */
export default function ErrorPage({ error }: { error: Error }) {
  return <ErrorView detail={error.message} />;
}
