import { describe } from "vitest";
import { limiterScenarios } from "../../../tests/support/limiter-scenarios";
import { createMemoryLimiter } from "./memory-limiter";

describe("memory limiter", () => {
  limiterScenarios(() => createMemoryLimiter());
});
