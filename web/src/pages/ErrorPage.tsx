import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "../components/ErrorView";

export default function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "";
  return <ErrorView detail={detail} />;
}
