/**
 * The part of @colyseus/core 0.16's types that the docs' examples use (a Room: its messages, its
 * clients), so the docs type-check without installing Colyseus. examples/colyseus runs the real room.
 */
declare module '@colyseus/core' {
  export interface Client<UserData = any> {
    readonly sessionId: string;
    userData?: UserData;
    send(type: string | number, message?: unknown): void;
  }
  export abstract class Room<State = any, Metadata = any, UserData = any> {
    maxClients: number;
    readonly roomId: string;
    clients: Client<UserData>[];
    onCreate?(options: any): void | Promise<unknown>;
    onJoin?(client: Client<UserData>, options?: any): void | Promise<unknown>;
    onLeave?(client: Client<UserData>, consented?: boolean): void | Promise<unknown>;
    onMessage<T = any>(type: string | number, callback: (client: Client<UserData>, message: T) => void): () => void;
    broadcast(type: string | number, message?: unknown): void;
    setMetadata(metadata: Partial<Metadata>): Promise<void>;
    state: State;
  }
}
