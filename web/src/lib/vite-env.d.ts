/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_INACTIVITY_MS?: string;
}
