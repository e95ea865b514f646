import { data } from "react-router";

// Written by the catalogue pages work in progress.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Pending() {
  return null;
}
