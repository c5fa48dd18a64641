// The federation runtime must negotiate shared modules before any of them is imported. Its own
// start-up and that negotiation (loading every shared chunk) run in separate tasks: yielding once
// here keeps either from blocking the page for long (Lighthouse's total blocking time).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
