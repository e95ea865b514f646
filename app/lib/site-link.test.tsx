import { renderToString } from "react-dom/server";
import { Link, type LinkProps, MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { SiteLink, SiteNavLink, type SiteNavLinkProps, serverAnchorProps, serverNavAnchorProps } from "./site-link";

// The server writes a link to a page of the site as the anchor React
// Router's <Link> would render, so that hydration finds the element <Link>
// renders in the browser: the two must agree to the byte.

const inRouter = (element: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={["/p/en/events/ev1/products"]}>{element}</MemoryRouter>);

const cases: { name: string; props: LinkProps }[] = [
  { name: "a plain path", props: { to: "/p/en/events/ev1", children: "Overview" } },
  {
    name: "a card's link, prefetched on intent",
    props: { to: "/p/en/events/ev1/products/by-exhibitor/ex1/p1", prefetch: "intent", children: "Riesling Kabinett" },
  },
  {
    name: "a query, a hash and attributes",
    props: {
      to: "/p/en/events/ev1/products?color=red&page=2#q=Syrah",
      className: "font-medium underline",
      "aria-current": "page",
      "aria-label": "Page 2",
      rel: "next",
      children: "2",
    },
  },
  { name: "a trailing slash", props: { to: "/en/pages/", children: "Pages" } },
  { name: "a path that is not discovered", props: { to: "/en/pages/privacy", discover: "none", children: "Privacy" } },
  {
    name: "a new window, a document load, replace, state and a click handler",
    props: {
      to: "/en/catalog",
      target: "_blank",
      reloadDocument: true,
      replace: true,
      state: { from: "card" },
      preventScrollReset: true,
      viewTransition: true,
      onClick: () => {},
      children: (
        <>
          <span>Printed</span> catalogue
        </>
      ),
    },
  },
];

describe("a link to a page of the site, on the server", () => {
  for (const { name, props } of cases) {
    it(`is written as <Link> renders it: ${name}`, () => {
      const anchor = serverAnchorProps(props);
      expect(anchor).not.toBeNull();
      const link = inRouter(<Link {...props} />);
      expect(inRouter(<a {...anchor} />)).toBe(link);
      expect(inRouter(<SiteLink {...props} />)).toBe(link);
    });
  }

  it("is written for a site without a basename, which <Link> would put before the path", () => {
    expect(config).not.toHaveProperty("basename");
  });

  it("leaves relative paths, other sites and objects to <Link>", () => {
    for (const to of ["?step=2", "../exhibitors", "//example.com/x", "https://example.com/", { pathname: "/en" }]) {
      expect(serverAnchorProps({ to }), JSON.stringify(to)).toBeNull();
      expect(inRouter(<SiteLink to={to}>x</SiteLink>)).toBe(inRouter(<Link to={to}>x</Link>));
    }
  });
});

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? "tab current" : "tab");

const navCases: { name: string; at: string; props: SiteNavLinkProps }[] = [
  {
    name: "the page itself",
    at: "/p/en/events/ev1/products",
    props: { to: "/p/en/events/ev1/products", children: "Products" },
  },
  {
    name: "a parent of the page, a class by state, prefetched on intent",
    at: "/p/en/events/ev1/products/by-exhibitor/ex1/p1",
    props: { to: "/p/en/events/ev1/products", className: tabClass, prefetch: "intent", children: "Products" },
  },
  {
    name: "a parent of the page with `end`",
    at: "/p/en/events/ev1/products",
    props: { to: "/p/en/events/ev1", end: true, className: tabClass, children: "Overview" },
  },
  {
    name: "another page whose path begins alike",
    at: "/p/en/events/ev1/producers",
    props: { to: "/p/en/events/ev1/product", className: "tab", children: "Product" },
  },
  {
    name: "a trailing slash, case, aria-current given, a style",
    at: "/en/Pages/privacy",
    props: { to: "/en/pages/", "aria-current": "location", style: { color: "red" }, children: "Pages" },
  },
  {
    name: "a class string on the page itself",
    at: "/en/people",
    props: { to: "/en/people", className: "tab", children: "People" },
  },
  {
    name: "a query and `end` on the page itself",
    at: "/en/my/notes",
    props: { to: "/en/my/notes?event=ev1", end: true, className: "tab", children: "Notes" },
  },
];

describe("a tab marking the current page, on the server", () => {
  for (const { name, at, props } of navCases) {
    it(`is written as <NavLink> renders it: ${name}`, () => {
      const inRouterAt = (element: React.ReactNode) =>
        renderToString(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>);
      const navLink = inRouterAt(<NavLink {...props} />);
      const anchor = serverNavAnchorProps(props, at);
      expect(anchor).not.toBeNull();
      expect(inRouterAt(<a {...anchor} />)).toBe(navLink);
      expect(inRouterAt(<SiteNavLink {...props} />)).toBe(navLink);
    });
  }

  it("marks only the tabs <NavLink> marks", () => {
    const marked = navCases.map(({ props, at }) => serverNavAnchorProps(props, at)?.["aria-current"] ?? null);
    expect(marked).toEqual(["page", "page", null, null, "location", "page", "page"]);
  });
});
