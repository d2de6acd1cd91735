import { pageNumbers, pageParams, pageSizes } from "./pagination";

it("reads page and limit, falling back to the list's defaults", () => {
  expect(pageParams({}, pageSizes.compliments)).toEqual({ page: 1, limit: 5 });
  expect(pageParams({ page: "3", limit: "25" }, pageSizes.compliments)).toEqual({ page: 3, limit: 25 });
  expect(pageParams({ page: "-2", limit: "7" }, pageSizes.compliments)).toEqual({ page: 1, limit: 5 });
  expect(pageParams({ page: "abc" }, pageSizes.conversations)).toEqual({ page: 1, limit: 15 });
});

it("numbers every page of a short list and elides the middle of a long one", () => {
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  expect(pageNumbers(1, 10)).toEqual([1, 2, "gap", 10]);
  expect(pageNumbers(10, 10)).toEqual([1, "gap", 9, 10]);
});
